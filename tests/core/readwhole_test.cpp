// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a file whole and a session from it, on every system the model is
// built for (Linux, and Windows under wine): what was written comes back,
// a folder or a file over the limit is refused with a message naming it.
#include "fs/inputfile.h"
#include "samplesession.h"
#include "session/sessionjson.h"
#include "session/sessionreader.h"
#include "fs/atomicfile.h"
#include "util/shownpath.h"

#include <QDir>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace cm;

TEST(ReadWhole, AFileComesBackWholeAndOneOverTheLimitIsRefused)
{
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("ten"));
    QString error;
    ASSERT_TRUE(writeFileAtomically(path, QByteArray("0123456789"), &error)) << error.toStdString();
    QByteArray bytes;
    const Status read = readRegularFile(path, 10, &bytes);
    ASSERT_TRUE(read) << read.message().toStdString();
    EXPECT_EQ(bytes, QByteArray("0123456789"));
    const Status tooLarge = readRegularFile(path, 9, &bytes);
    EXPECT_FALSE(tooLarge);
    EXPECT_TRUE(tooLarge.message().contains(QStringLiteral("larger than 9 bytes"))) << tooLarge.message().toStdString();
}

TEST(ReadWhole, AFolderOrAMissingFileIsRefusedByName)
{
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    QByteArray bytes;
    const Status isFolder = readRegularFile(folder.path(), 100, &bytes);
    EXPECT_FALSE(isFolder);
    EXPECT_TRUE(isFolder.message().contains(QStringLiteral("a folder"))) << isFolder.message().toStdString();
    const QString missing = folder.filePath(QStringLiteral("missing.cmsession.json"));
    const Status notThere = readRegularFile(missing, 100, &bytes);
    EXPECT_FALSE(notThere);
    EXPECT_TRUE(notThere.message().contains(shownPath(missing))) << notThere.message().toStdString();
}

TEST(ReadWhole, ASessionWrittenIsLoadedBack)
{
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const Session written = test::sampleSession(2);
    const QString path = folder.filePath(QStringLiteral("two.cmsession.json"));
    QString error;
    ASSERT_TRUE(writeFileAtomically(path, QJsonDocument(sessionToJson(written)).toJson(), &error))
        << error.toStdString();
    Session loaded;
    const Status status = loadSession(path, &loaded);
    ASSERT_TRUE(status) << status.message().toStdString();
    ASSERT_EQ(loaded.drives.size(), 2);
    for (qsizetype d = 0; d < 2; ++d) {
        EXPECT_EQ(loaded.drives[d].label, written.drives[d].label);
        ASSERT_EQ(loaded.drives[d].results.size(), written.drives[d].results.size());
        for (qsizetype r = 0; r < loaded.drives[d].results.size(); ++r)
            EXPECT_EQ(loaded.drives[d].results[r].runs.size(), written.drives[d].results[r].runs.size());
    }
}
