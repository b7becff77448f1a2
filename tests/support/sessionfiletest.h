// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "samplesession.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "tempfolders.h"
#include "util/shownpath.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <string>

#include <gtest/gtest.h>

namespace cm::test {

// The bytes of the file at `path`.
QByteArray readAll(const QString &path);
// Writes `bytes` as the whole file at `path`.
void writeAll(const QString &path, const QByteArray &bytes);

// `root` with the value at `path` replaced (or, with an undefined value,
// removed): keys separated by dots, and "#N" for element N of an array.
QJsonObject changed(const QJsonObject &root, const QString &path, const QJsonValue &value);

// A folder for session files, a saved sample and the check of a refusal.
class SessionFileTest : public ::testing::Test
{
protected:
    QString savedSample(int drives = 2)
    {
        const QString path = folder.filePath(QStringLiteral("sample.cmsession.json"));
        EXPECT_TRUE(saveSession(test::sampleSession(drives), path));
        return path;
    }

    QJsonObject sampleJson() { return QJsonDocument::fromJson(readAll(savedSample())).object(); }

    // `session` saved as `name` in the folder.
    QString saved(const Session &session, const QString &name)
    {
        const QString path = folder.filePath(name);
        EXPECT_TRUE(saveSession(session, path));
        return path;
    }

    // Loads `bytes` as a file and expects a refusal naming the file, `place`
    // and `problem`; the session given stays untouched.
    void expectRefused(const QByteArray &bytes, const QString &place, const QString &problem)
    {
        const QString path = folder.filePath(QStringLiteral("damaged.cmsession.json"));
        writeAll(path, bytes);
        Session session;
        session.machine.cpu = QStringLiteral("untouched");
        const Status status = loadSession(path, &session);
        ASSERT_FALSE(status) << place.toStdString();
        const std::string message = status.message().toStdString();
        EXPECT_TRUE(status.message().startsWith(shownPath(path) + QStringLiteral(": "))) << message;
        EXPECT_TRUE(status.message().contains(place)) << message;
        EXPECT_TRUE(status.message().contains(problem)) << message;
        EXPECT_FALSE(status.message().contains(QLatin1Char('\n'))) << message;
        EXPECT_EQ(session.machine.cpu, QStringLiteral("untouched"));
        EXPECT_TRUE(session.drives.isEmpty());
    }

    void expectRefused(const QJsonObject &root, const QString &place, const QString &problem)
    {
        expectRefused(QJsonDocument(root).toJson(), place, problem);
    }

    test::TempFolder folder;
};

} // namespace cm::test
