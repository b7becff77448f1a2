// SPDX-License-Identifier: GPL-3.0-or-later
// A run as root in folders an ordinary user can write: the drive's folder
// (--source) and a folder of the user's on the RAM disk (--target). While
// the run writes its data sets, copies them and writes them back, the user
// (nobody) renames each new workspace away and puts a link to a folder only
// root may enter in its place, thousands of times. Nothing is ever written
// there: everything the run makes is made beneath the workspace it holds.
#include "childasuser.h"
#include "programrun.h"
#include "programrunasnobody.h"
#include "tempfolders.h"

#include <QDir>
#include <QFile>

#include <gtest/gtest.h>

#include <cstring>
#include <ctime>
#include <dirent.h>
#include <fcntl.h>
#include <iostream>
#include <sys/syscall.h>
#include <unistd.h>

using namespace cm;

namespace {

constexpr long MinimumSwaps = 1000;

// The user's folders and the root-only folder the links lead to, as C
// strings made before the renamer forks.
struct SwapPaths
{
    QByteArray folders[2];
    QByteArray rootOnly;
};

// `folder` + '/' + `name` into `out`; false when it would not fit.
bool joinInto(const QByteArray &folder, const char *name, char (&out)[512])
{
    const size_t folderLength = size_t(folder.size());
    const size_t nameLength = std::strlen(name);
    if (folderLength + 1 + nameLength + 1 > sizeof out)
        return false;
    std::memcpy(out, folder.constData(), folderLength);
    out[folderLength] = '/';
    std::memcpy(out + folderLength + 1, name, nameLength + 1);
    return true;
}

// The renamer's loop, system calls only (it is the child of a threaded
// process): every folder named compressmark-* in the user's folders is
// renamed aside, a link to the root-only folder put in its place for a
// moment, and the folder put back.
[[noreturn]] void swapWorkspacesForever(const SwapPaths &paths, test::ChildCounts *counts)
{
    static constexpr timespec moment{0, 50000};
    alignas(dirent64) char entries[8192];
    char name[512];
    char aside[512];
    long done = 0;
    for (;;) {
        for (const QByteArray &folder : paths.folders) {
            const int dir = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
            if (dir < 0)
                continue;
            const long got = ::syscall(SYS_getdents64, dir, entries, sizeof entries);
            ::close(dir);
            for (long offset = 0; offset < got;) {
                const auto *entry = reinterpret_cast<const dirent64 *>(entries + offset);
                offset += entry->d_reclen;
                if (entry->d_type != DT_DIR || std::strncmp(entry->d_name, "compressmark-", 13) != 0)
                    continue;
                if (!joinInto(folder, entry->d_name, name) || !joinInto(folder, "moved-aside", aside)
                    || ::rename(name, aside) != 0)
                    continue;
                if (::symlink(paths.rootOnly.constData(), name) == 0) {
                    counts->done.store(++done, std::memory_order_relaxed);
                    ::nanosleep(&moment, nullptr);
                    ::unlink(name);
                }
                ::rename(aside, name);
            }
        }
    }
}

// Hands `folder` to `user`, open to all for search and reading.
void giveTo(const QString &folder, uid_t user, gid_t group)
{
    const QByteArray path = QFile::encodeName(folder);
    ASSERT_EQ(::chown(path.constData(), user, group), 0);
    ASSERT_EQ(::chmod(path.constData(), 0755), 0);
}

} // namespace

TEST(RunWriteRace, AUserSwappingTheWorkspacesNeverLeadsARootRunToWriteElsewhere)
{
    if (const QString why = test::whyNotAsNobody(); !why.isEmpty())
        GTEST_SKIP() << why.toStdString();
    test::RamFolder ram;
    CM_SKIP_WITHOUT_RAM_DISK(ram);
    const passwd *nobody = ::getpwnam("nobody");
    test::TempFolder drive;
    test::TempFolder results;
    const QString source = drive.filePath(QStringLiteral("users-folder"));
    const QString target = ram.filePath(QStringLiteral("users-folder"));
    const QString rootOnly = drive.filePath(QStringLiteral("root-only"));
    for (const QString &folder : {source, target, rootOnly})
        ASSERT_TRUE(QDir().mkdir(folder));
    ASSERT_EQ(::chmod(QFile::encodeName(rootOnly).constData(), 0700), 0);
    giveTo(source, nobody->pw_uid, nobody->pw_gid);
    giveTo(target, nobody->pw_uid, nobody->pw_gid);
    test::letNobodyThrough(drive.path());
    test::letNobodyThrough(ram.path());

    const SwapPaths paths{{QFile::encodeName(source), QFile::encodeName(target)}, QFile::encodeName(rootOnly)};
    test::ChildAsUser renamer(nobody->pw_uid, nobody->pw_gid,
                              [&paths](test::ChildCounts *counts) { swapWorkspacesForever(paths, counts); });
    ASSERT_TRUE(renamer.isRunning());

    // Many small files, written back and copied within the drive; then the
    // same through an external copier, which is handed the held folders.
    const QStringList copiers{QStringLiteral("serial"), QStringLiteral("parallel:4"), QStringLiteral("kernel"),
                              QStringLiteral("uring:8"), QStringLiteral("external:cp -r")};
    int run = 0;
    for (const QString &copier : copiers) {
        const QString session = results.filePath(QStringLiteral("race-%1.cmsession.json").arg(++run));
        const test::ProgramResult result = test::runProgram({QStringLiteral("run"),
                                                             QStringLiteral("--source"),
                                                             source,
                                                             QStringLiteral("--target"),
                                                             target,
                                                             QStringLiteral("--datasets"),
                                                             QStringLiteral("books,small"),
                                                             QStringLiteral("--size"),
                                                             QStringLiteral("4M"),
                                                             QStringLiteral("--reps"),
                                                             QStringLiteral("2"),
                                                             QStringLiteral("--ops"),
                                                             QStringLiteral("read,write,copy"),
                                                             QStringLiteral("--compression"),
                                                             QStringLiteral("none"),
                                                             QStringLiteral("--cache"),
                                                             QStringLiteral("evict"),
                                                             QStringLiteral("--copier"),
                                                             copier,
                                                             QStringLiteral("--out"),
                                                             session,
                                                             QStringLiteral("--quiet")});
        std::cout << "[ run      ] " << copier.toStdString() << ": exit code " << result.exitCode << ' '
                  << result.err.trimmed().toStdString() << std::endl;
        // A run may fail where the user pulled a name from under it; it never crashes.
        EXPECT_TRUE(result.exitCode == 0 || result.exitCode == 1)
            << copier.toStdString() << ": " << result.err.toStdString();
        EXPECT_EQ(test::countEntries(rootOnly), 0) << copier.toStdString() << ": root wrote where a link led";
    }
    renamer.stop();
    EXPECT_GE(renamer.done(), MinimumSwaps) << "too few swaps to have raced the runs";
    std::cout << "[ swaps    ] " << renamer.done() << " workspaces swapped for a link" << std::endl;
}
