// SPDX-License-Identifier: GPL-3.0-or-later
// What the program writes, it reads back: sessions of random values, at
// every limit and beyond it, saved through the real writer and loaded.
// Within the limits every value comes back bit for bit; beyond them the
// writer keeps the reader's bounds, so that the file still loads.
#include "randomsession.h"
#include "session/sessionfile.h"
#include "session/sessionjson.h"
#include "session/sessionreader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace cm;

namespace {

constexpr quint32 WithinSessions = 100;
constexpr quint32 HostileSessions = 40;

QByteArray jsonOf(const Session &session)
{
    return QJsonDocument(sessionToJson(session)).toJson(QJsonDocument::Compact);
}

// Where two documents first differ ("drives[0].label"), empty when they do not.
QString firstDifference(const QJsonValue &a, const QJsonValue &b, const QString &place = QString())
{
    if (a.isObject() && b.isObject()) {
        const QJsonObject x = a.toObject();
        const QJsonObject y = b.toObject();
        QStringList keys = x.keys() + y.keys();
        keys.removeDuplicates();
        for (const QString &key : std::as_const(keys)) {
            const QString inner
                = firstDifference(x.value(key), y.value(key), place.isEmpty() ? key : place + QLatin1Char('.') + key);
            if (!inner.isEmpty())
                return inner;
        }
        return {};
    }
    if (a.isArray() && b.isArray() && a.toArray().size() == b.toArray().size()) {
        for (qsizetype i = 0; i < a.toArray().size(); ++i) {
            const QString inner = firstDifference(a.toArray()[i], b.toArray()[i],
                                                  QStringLiteral("%1[%2]").arg(place, QString::number(i)));
            if (!inner.isEmpty())
                return inner;
        }
        return {};
    }
    if (a == b)
        return {};
    const auto shown = [](const QJsonValue &v) {
        return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)).left(200);
    };
    return QStringLiteral("%1: %2 against %3").arg(place, shown(a), shown(b));
}

QJsonObject documentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

TEST(SessionRoundTrip, EveryValueWithinTheLimitsComesBackBitForBit)
{
    const QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    for (quint32 seed = 1; seed <= WithinSessions; ++seed) {
        const Session written = test::randomSession(seed, test::RandomValues::Within);
        const Status saved = writeSessionFile(written, path);
        ASSERT_TRUE(saved) << "seed " << seed << ": " << saved.message().toStdString();
        Session read;
        const Status loaded = loadSession(path, &read);
        ASSERT_TRUE(loaded) << "seed " << seed << ": " << loaded.message().toStdString();
        ASSERT_EQ(jsonOf(read), jsonOf(written))
            << "seed " << seed << ": " << firstDifference(sessionToJson(read), sessionToJson(written)).toStdString();
        EXPECT_EQ(read.created, written.created) << "seed " << seed;
        for (qsizetype d = 0; d < written.drives.size(); ++d) {
            const DriveRecord &before = written.drives[d];
            const DriveRecord &after = read.drives[d];
            for (qsizetype i = 0; i < before.dataSets.size(); ++i)
                EXPECT_EQ(after.dataSets[i].manifest.seed, before.dataSets[i].manifest.seed) << "seed " << seed;
            for (qsizetype r = 0; r < before.results.size(); ++r)
                for (qsizetype n = 0; n < before.results[r].runs.size(); ++n) {
                    const RunRecord &a = before.results[r].runs[n];
                    const RunRecord &b = after.results[r].runs[n];
                    EXPECT_EQ(b.seconds, a.seconds) << "seed " << seed; // exactly: bit for bit
                    EXPECT_EQ(b.bytes, a.bytes) << "seed " << seed;
                    EXPECT_EQ(b.dataSeed, a.dataSeed) << "seed " << seed;
                    EXPECT_EQ(b.interference, a.interference) << "seed " << seed;
                }
        }
    }
}

TEST(SessionRoundTrip, WhateverTheWriterIsHandedLoadsAgain)
{
    const QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    for (quint32 seed = 1; seed <= HostileSessions; ++seed) {
        const Session written = test::randomSession(seed, test::RandomValues::Hostile);
        const Status saved = writeSessionFile(written, path);
        ASSERT_TRUE(saved) << "seed " << seed << ": " << saved.message().toStdString();
        Session read;
        const Status loaded = loadSession(path, &read);
        ASSERT_TRUE(loaded) << "seed " << seed << ": " << loaded.message().toStdString();
        // What was brought within the limits stays as it is from then on.
        const QJsonObject first = documentOf(path);
        ASSERT_TRUE(writeSessionFile(read, path)) << "seed " << seed;
        EXPECT_EQ(firstDifference(documentOf(path), first), QString()) << "seed " << seed;
    }
}

// More reasons than a session keeps for a run: the last one kept says how
// many more there were.
TEST(SessionRoundTrip, ReasonsBeyondTheLimitAreCountedInTheLastKept)
{
    const QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    Session session = test::randomSession(7, test::RandomValues::Within);
    RunRecord run;
    run.seconds = 1.0;
    run.bytes = 1000;
    for (int i = 0; i < 12; ++i)
        run.interference << QStringLiteral("reason %1").arg(i);
    session.drives.first().results.first().runs = {run};
    ASSERT_TRUE(writeSessionFile(session, path));
    Session read;
    ASSERT_TRUE(loadSession(path, &read));
    const QStringList kept = read.drives.first().results.first().runs.first().interference;
    ASSERT_EQ(kept.size(), RunRecord::MostInterferenceReasons);
    EXPECT_EQ(kept.at(6), QStringLiteral("reason 6"));
    EXPECT_EQ(kept.last(), QStringLiteral("and 5 more"));
}

// A session that would not load is never put in place of the file.
TEST(SessionRoundTrip, ASessionThatWouldNotLoadIsNotWritten)
{
    const QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("s.cmsession.json"));
    Session good = test::randomSession(3, test::RandomValues::Within);
    ASSERT_TRUE(writeSessionFile(good, path));
    const QByteArray before = fileBytes(path);
    Session bad = good;
    bad.drives.first().id = QStringLiteral("../d1"); // no id names a file beside the session
    const Status refused = writeSessionFile(bad, path);
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.message().contains(QStringLiteral("would not load again"))) << refused.message().toStdString();
    EXPECT_EQ(fileBytes(path), before);
}
