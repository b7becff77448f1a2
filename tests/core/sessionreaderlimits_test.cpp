// SPDX-License-Identifier: GPL-3.0-or-later
// Sessions whose values no run can have, or whose text is over its limit,
// are refused naming the field; who runs a drive comes back as written.
#include "sessionfiletest.h"
#include "session/sessionjson.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTimeZone>

#include <gtest/gtest.h>

#include <unistd.h>

using namespace cm;
using test::changed;
using test::writeAll;
using SessionReader = test::SessionFileTest;

TEST_F(SessionReader, RefusesTimesNoClockMeasures)
{
    // Speeds divide by the time: zero, a denormal, a negative or an endless
    // time is damage, named by its field.
    const QJsonObject root = sampleJson();
    const QString field = QStringLiteral("drives.#0.results.#1.runs.#2.seconds");
    for (const double seconds : {0.0, -0.0, 4.9e-324, 2.2e-310, 1e-12, -1.0, 1e12})
        expectRefused(changed(root, field, seconds), QStringLiteral("drives[0].results[1].runs[2].seconds"),
                      QStringLiteral("out of range"));
    QByteArray text = QJsonDocument(changed(root, field, 12345.0)).toJson();
    text.replace("12345", "1e400");
    expectRefused(text, QStringLiteral("line "), QStringLiteral("number"));
    // One nanosecond, the clock's resolution, is a time.
    const QString path = folder.filePath(QStringLiteral("fast.cmsession.json"));
    writeAll(path, QJsonDocument(changed(root, field, 1e-9)).toJson());
    Session session;
    EXPECT_TRUE(loadSession(path, &session));
}

TEST_F(SessionReader, RefusesPlansNoRunCanHave)
{
    const QJsonObject root = sampleJson();
    expectRefused(changed(root, QStringLiteral("drives.#0.plan.repetitions"), 0),
                  QStringLiteral("drives[0].plan.repetitions"), QStringLiteral("out of range"));
    expectRefused(changed(root, QStringLiteral("drives.#0.plan.repetitions"), 2147483647.0),
                  QStringLiteral("drives[0].plan.repetitions"), QStringLiteral("out of range"));
    expectRefused(changed(root, QStringLiteral("drives.#0.plan.copier.blockBytes"), 0),
                  QStringLiteral("drives[0].plan.copier.blockBytes"), QStringLiteral("out of range"));
    expectRefused(changed(root, QStringLiteral("drives.#0.plan.copier.blockBytes"), 1e15),
                  QStringLiteral("drives[0].plan.copier.blockBytes"), QStringLiteral("out of range"));
}

TEST_F(SessionReader, RefusesTextOverItsLimitNamingTheFieldAndTheLimit)
{
    const QJsonObject root = sampleJson();
    const QString longLabel(SessionLimits::LabelCharacters + 1, QLatin1Char('x'));
    expectRefused(changed(root, QStringLiteral("drives.#1.label"), longLabel), QStringLiteral("drives[1].label"),
                  QStringLiteral("longer than the limit of %1").arg(SessionLimits::LabelCharacters));
    expectRefused(changed(root, QStringLiteral("drives.#0.notes"),
                          QJsonArray{QString(SessionLimits::NoteCharacters + 1, QLatin1Char('n'))}),
                  QStringLiteral("drives[0].notes"), QStringLiteral("limit of %1").arg(SessionLimits::NoteCharacters));
    expectRefused(changed(root, QStringLiteral("drives.#0.source.model"), QString(100000, QLatin1Char('m'))),
                  QStringLiteral("drives[0].source.model"),
                  QStringLiteral("limit of %1").arg(SessionLimits::TextCharacters));
    expectRefused(changed(root, QStringLiteral("machine.cpu"), QString(100000, QLatin1Char('c'))),
                  QStringLiteral("machine.cpu"), QStringLiteral("limit"));
    // A label at the limit is a label.
    const QString path = folder.filePath(QStringLiteral("label.cmsession.json"));
    writeAll(path,
             QJsonDocument(changed(root, QStringLiteral("drives.#1.label"),
                                   QString(SessionLimits::LabelCharacters, QLatin1Char('x'))))
                 .toJson());
    Session session;
    ASSERT_TRUE(loadSession(path, &session));
    EXPECT_EQ(session.drives[1].label.size(), SessionLimits::LabelCharacters);
}

TEST_F(SessionReader, RefusesDriveIdsThatCannotNameAFile)
{
    const QJsonObject root = sampleJson();
    for (const QString &id : {QStringLiteral("../../etc/passwd"), QStringLiteral("a/b"), QStringLiteral(".hidden"),
                              QString(), QString(65, QLatin1Char('d'))})
        expectRefused(changed(root, QStringLiteral("drives.#0.id"), id), QStringLiteral("drives[0].id"), QString());
}

TEST_F(SessionReader, ReadsWhoRunsADriveAndKeepsWhatItDoesNotKnowThere)
{
    Session session = test::sampleSession(1);
    session.drives[0].runningBy = WorkspaceOwner::ofThisProcess();
    session.drives[0].runningBy->created = QDateTime(QDate(2026, 11, 30), QTime(13, 0), QTimeZone::utc());
    QJsonObject root = sessionToJson(session);
    root = changed(root, QStringLiteral("drives.#0.runningBy.user"), QStringLiteral("alice"));
    const QString path = folder.filePath(QStringLiteral("running.cmsession.json"));
    writeAll(path, QJsonDocument(root).toJson());

    Session loaded;
    ASSERT_TRUE(loadSession(path, &loaded));
    ASSERT_TRUE(loaded.drives[0].runningBy.has_value());
    const WorkspaceOwner &owner = *loaded.drives[0].runningBy;
    EXPECT_EQ(owner.pid, ::getpid());
    EXPECT_EQ(owner.processStartTicks, session.drives[0].runningBy->processStartTicks);
    EXPECT_EQ(owner.bootId, session.drives[0].runningBy->bootId);
    EXPECT_EQ(owner.host, session.drives[0].runningBy->host);
    EXPECT_EQ(owner.created, session.drives[0].runningBy->created);
    EXPECT_TRUE(owner.mayStillRun());
    EXPECT_EQ(sessionToJson(loaded), root);

    // Optional: a file without it loads, and one with nonsense in it does not.
    EXPECT_FALSE(test::sampleSession(1).drives[0].runningBy.has_value());
    expectRefused(changed(root, QStringLiteral("drives.#0.runningBy.pid"), -4),
                  QStringLiteral("drives[0].runningBy.pid"), QStringLiteral("out of range"));
    expectRefused(changed(root, QStringLiteral("drives.#0.runningBy"), 7), QStringLiteral("drives[0].runningBy"),
                  QStringLiteral("expected an object"));
}
