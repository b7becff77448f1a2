// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a file named as input: regular files only, never more than the
// limit, never a wait on a pipe.
#include "filecontents.h"
#include "fs/inputfile.h"
#include "session/sessionreader.h"
#include "tempfolders.h"

#include <QFile>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace cm;

TEST(InputFile, ReadsARegularFileWhole)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("f"));
    test::writeFile(path, "0123456789");
    QByteArray bytes;
    ASSERT_TRUE(readRegularFile(path, 10, &bytes));
    EXPECT_EQ(bytes, QByteArray("0123456789"));
}

TEST(InputFile, RefusesAFileOverTheLimit)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("f"));
    test::writeFile(path, "0123456789");
    QByteArray bytes;
    const Status status = readRegularFile(path, 9, &bytes);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("larger than 9 bytes"))) << status.message().toStdString();
    EXPECT_TRUE(bytes.isEmpty());
}

TEST(InputFile, ReadsAFileWhoseSizeIsNotItsLength)
{
    // /proc files say 0 bytes and hold more.
    QByteArray bytes;
    ASSERT_TRUE(readRegularFile(QStringLiteral("/proc/self/status"), 1 << 20, &bytes));
    EXPECT_TRUE(bytes.contains("Name:"));
}

TEST(InputFile, RefusesDevicesPipesAndFoldersWithoutReadingThem)
{
    test::TempFolder folder;
    const QString fifo = folder.filePath(QStringLiteral("pipe"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const auto &[path, kind] :
         {std::pair{QStringLiteral("/dev/zero"), QStringLiteral("a device")},
          std::pair{fifo, QStringLiteral("a named pipe")}, std::pair{folder.path(), QStringLiteral("a folder")}}) {
        QByteArray bytes;
        const Status status = readRegularFile(path, 1 << 20, &bytes);
        ASSERT_FALSE(status) << path.toStdString();
        EXPECT_TRUE(status.message().contains(path)) << status.message().toStdString();
        EXPECT_TRUE(status.message().contains(kind)) << status.message().toStdString();
    }
}

TEST(InputFile, TheSessionLoaderRefusesDevicesAndPipes)
{
    test::TempFolder folder;
    const QString fifo = folder.filePath(QStringLiteral("pipe.cmsession.json"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    for (const QString &path : {QStringLiteral("/dev/zero"), fifo}) {
        Session session;
        const Status status = loadSession(path, &session);
        ASSERT_FALSE(status);
        EXPECT_TRUE(status.message().contains(QStringLiteral("not a regular file"))) << status.message().toStdString();
    }
}
