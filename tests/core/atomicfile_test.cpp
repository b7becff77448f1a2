// SPDX-License-Identifier: GPL-3.0-or-later
// The atomic file write, on every system it is built for (Linux, and
// Windows under wine): a new file appears whole, an old one is replaced
// whole, a folder in the way is refused, and nothing is left beside it.
#include "fs/atomicfile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace cm;

namespace {

QByteArray contentsOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

TEST(AtomicFile, WritesANewFileAndReplacesAnOldOneLeavingNothingBeside)
{
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("chart.svg"));
    QString error;
    ASSERT_TRUE(writeFileAtomically(path, QByteArray("first"), &error)) << error.toStdString();
    EXPECT_EQ(contentsOf(path), QByteArray("first"));
    const QByteArray big(3 * 1024 * 1024, 'x');
    ASSERT_TRUE(writeFileAtomically(path, big, &error)) << error.toStdString();
    EXPECT_EQ(contentsOf(path), big);
    EXPECT_EQ(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("chart.svg")});
}

TEST(AtomicFile, AFolderInTheWayOrNoNameIsRefused)
{
    QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    ASSERT_TRUE(QDir(folder.path()).mkdir(QStringLiteral("taken")));
    QString error;
    EXPECT_FALSE(writeFileAtomically(folder.filePath(QStringLiteral("taken")), QByteArray("x"), &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(writeFileAtomically(folder.path() + QLatin1Char('/'), QByteArray("x"), &error));
    EXPECT_EQ(QDir(folder.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
}
