// SPDX-License-Identifier: GPL-3.0-or-later
// The checks every output gets before anything is measured or rendered, and
// the writer that never follows a link.
#include "filecontents.h"
#include "fs/outputfile.h"
#include "tempfolders.h"
#include "fs/atomicfile.h"
#include "util/shownpath.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

#ifdef Q_OS_WIN
#include "util/windowserror_windows.h"

#include <windows.h>
#else
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

using namespace cm;

namespace {

[[maybe_unused]] QByteArray contentOf(const QString &path) // for the link cases, Linux's
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void expectRefused(const Status &status, const QString &text)
{
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(text)) << status.message().toStdString();
    EXPECT_FALSE(status.message().contains(QLatin1Char('\n'))) << status.message().toStdString();
}

} // namespace

TEST(OutputFile, ANewFileInAWritableFolderAndAnExistingRegularFileMayBeWritten)
{
    test::TempFolder folder;
    EXPECT_TRUE(checkOutputFile({QStringLiteral("--out"), folder.filePath(QStringLiteral("new.json"))}));
    test::writeFile(folder.filePath(QStringLiteral("old.png")), "old");
    EXPECT_TRUE(checkOutputFile({QStringLiteral("--png"), folder.filePath(QStringLiteral("old.png"))}));
}

TEST(OutputFile, RefusesMissingFoldersFoldersAndSpecialFilesNamingTheOption)
{
    test::TempFolder folder;
    expectRefused(checkOutputFile({QStringLiteral("--out"), QString()}), QStringLiteral("--out: name a file"));
    expectRefused(checkOutputFile({QStringLiteral("--out"), folder.filePath(QStringLiteral("missing/s.json"))}),
                  QStringLiteral("does not exist"));
    expectRefused(checkOutputFile({QStringLiteral("--out"), folder.path()}), QStringLiteral("is a folder"));
#ifdef Q_OS_WIN
    // A read-only file is the user's to keep.
    const QString kept = folder.filePath(QStringLiteral("kept.csv"));
    test::writeFile(kept, "kept");
    ASSERT_TRUE(SetFileAttributesW(windowsPath(kept).c_str(), FILE_ATTRIBUTE_READONLY));
    expectRefused(checkOutputFile({QStringLiteral("--csv"), kept}), QStringLiteral("read-only"));
    SetFileAttributesW(windowsPath(kept).c_str(), FILE_ATTRIBUTE_NORMAL);
#else
    const QString fifo = folder.filePath(QStringLiteral("pipe"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    expectRefused(checkOutputFile({QStringLiteral("--csv"), fifo}), QStringLiteral("named pipe"));
    expectRefused(checkOutputFile({QStringLiteral("--csv"), QStringLiteral("/dev/null")}), QStringLiteral("device"));
#endif
}

#ifndef Q_OS_WIN // links and owners as Linux makes them

TEST(OutputFile, NeverFollowsALinkAndTheWriterReplacesOnlyTheLink)
{
    test::TempFolder folder;
    const QString target = folder.filePath(QStringLiteral("precious.txt"));
    test::writeFile(target, "precious");
    const QString link = folder.filePath(QStringLiteral("link.json"));
    ASSERT_TRUE(QFile::link(target, link));
    expectRefused(checkOutputFile({QStringLiteral("--out"), link}), QStringLiteral("symbolic link"));

    // A link planted after the check: the write replaces the link itself.
    QString error;
    ASSERT_TRUE(writeFileAtomically(link, "new", &error)) << error.toStdString();
    EXPECT_EQ(contentOf(target), QByteArray("precious"));
    EXPECT_FALSE(QFileInfo(link).isSymLink());
    EXPECT_EQ(contentOf(link), QByteArray("new"));
}

TEST(OutputFile, ALinkPlantedInAStickyFolderByAnotherUserIsNotFollowed)
{
    if (::geteuid() != 0)
        GTEST_SKIP() << "giving a link to another user needs root";
    const passwd *nobody = ::getpwnam("nobody");
    if (!nobody)
        GTEST_SKIP() << "no user nobody to own the link";
    test::TempFolder shared;
    ASSERT_EQ(::chmod(QFile::encodeName(shared.path()).constData(), 01777), 0);
    test::TempFolder mine;
    const QString victim = mine.filePath(QStringLiteral("victim.txt"));
    test::writeFile(victim, "keep me");
    const QString planted = shared.filePath(QStringLiteral("report.csv"));
    ASSERT_TRUE(QFile::link(victim, planted));
    ASSERT_EQ(::lchown(QFile::encodeName(planted).constData(), nobody->pw_uid, nobody->pw_gid), 0);

    expectRefused(checkOutputFile({QStringLiteral("--csv"), planted}), QStringLiteral("symbolic link"));
    QString error;
    writeFileAtomically(planted, "overwritten", &error);
    EXPECT_EQ(contentOf(victim), QByteArray("keep me"));
}

TEST(OutputFile, TheWriterKeepsPermissionsLeavesNothingOnFailureAndRefusesSpecialFiles)
{
    test::TempFolder folder;
    const QString path = folder.filePath(QStringLiteral("t.csv"));
    test::writeFile(path, "old");
    ASSERT_EQ(::chmod(QFile::encodeName(path).constData(), 0640), 0);
    QString error;
    ASSERT_TRUE(writeFileAtomically(path, "new", &error)) << error.toStdString();
    EXPECT_EQ(contentOf(path), QByteArray("new"));
    struct stat status
    {
    };
    ASSERT_EQ(::stat(QFile::encodeName(path).constData(), &status), 0);
    EXPECT_EQ(status.st_mode & 0777, 0640u);
    EXPECT_EQ(test::countEntries(folder.path()), 1);

    const QString fifo = folder.filePath(QStringLiteral("pipe"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    EXPECT_FALSE(writeFileAtomically(fifo, "x", &error));
    EXPECT_FALSE(writeFileAtomically(folder.path(), "x", &error));
    EXPECT_FALSE(writeFileAtomically(folder.filePath(QStringLiteral("missing/x")), "x", &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_EQ(test::countEntries(folder.path()), 2); // t.csv and the pipe, no temporary file
}
#endif

TEST(OutputFiles, RefusesTwoOutputsThatAreOneFileHoweverTheyAreNamed)
{
    test::TempFolder folder;
    const QString a = folder.filePath(QStringLiteral("a.json"));
    expectRefused(checkOutputFiles({{QStringLiteral("--out"), a}, {QStringLiteral("--chart"), a}}),
                  QStringLiteral("--chart: ") + shownPath(a) + QStringLiteral(" is also the file of --out"));
    // Through "." and "..", and through a link to the folder.
    const QString dotted = folder.filePath(QStringLiteral("sub/../a.json"));
    ASSERT_TRUE(QDir().mkpath(folder.filePath(QStringLiteral("sub"))));
    EXPECT_FALSE(checkOutputFiles({{QStringLiteral("--out"), a}, {QStringLiteral("--chart"), dotted}}));
#ifdef Q_OS_WIN
    // Names that differ in case only are one file on Windows.
    EXPECT_FALSE(checkOutputFiles(
        {{QStringLiteral("--out"), a}, {QStringLiteral("--chart"), folder.filePath(QStringLiteral("A.JSON"))}}));
#else
    ASSERT_TRUE(QFile::link(folder.path(), folder.filePath(QStringLiteral("same"))));
    EXPECT_FALSE(checkOutputFiles(
        {{QStringLiteral("--out"), a}, {QStringLiteral("--chart"), folder.filePath(QStringLiteral("same/a.json"))}}));
#endif
    // An existing file under a second name (a hard link).
    test::writeFile(a, "x");
    const QString hard = folder.filePath(QStringLiteral("hard.json"));
#ifdef Q_OS_WIN
    ASSERT_TRUE(CreateHardLinkW(windowsPath(hard).c_str(), windowsPath(a).c_str(), nullptr));
#else
    ASSERT_EQ(::link(QFile::encodeName(a).constData(), QFile::encodeName(hard).constData()), 0);
#endif
    EXPECT_FALSE(checkOutputFiles({{QStringLiteral("--out"), a}, {QStringLiteral("--chart"), hard}}));
    EXPECT_TRUE(isSameFile(a, hard));
    // Different files are fine.
    EXPECT_TRUE(checkOutputFiles(
        {{QStringLiteral("--out"), a}, {QStringLiteral("--chart"), folder.filePath(QStringLiteral("c.png"))}}));
}

TEST(OutputFiles, RefusesAnOutputThatIsAFileTheCommandReads)
{
    test::TempFolder folder;
    const QString session = folder.filePath(QStringLiteral("s.json"));
    test::writeFile(session, "{}");
    expectRefused(checkOutputFiles({{QStringLiteral("--csv"), session}}, {{QStringLiteral("--append"), session}}),
                  QStringLiteral("--csv: ") + shownPath(session) + QStringLiteral(" is also the file of --append"));
#ifndef Q_OS_WIN // the same read through a link
    const QString link = folder.filePath(QStringLiteral("l.json"));
    ASSERT_TRUE(QFile::link(session, link));
    expectRefused(checkOutputFiles({{QStringLiteral("--csv"), session}}, {{QStringLiteral("--append"), link}}),
                  QStringLiteral("--csv: ") + session + QStringLiteral(" is also the file of --append"));
#endif
}
