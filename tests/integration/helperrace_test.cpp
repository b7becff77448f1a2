// SPDX-License-Identifier: GPL-3.0-or-later
// compressmark-helper runs as root in a workspace that its caller owns, and
// the caller may rename or swap any name in it while the helper works. Here
// an ordinary user (nobody, the caller) swaps `volume` and the image's name
// for links to a folder only root may enter, for folders of its own, and
// renames them, thousands of times while the helper makes images. Nothing
// is ever mounted outside the workspace or over that folder: each run
// either fails cleanly or mounts on the workspace's `volume`, and every run
// leaves no loop device, no mount and no image behind once removed.
#include "childasuser.h"
#include "compression/loopimagemaker.h"
#include "filecontents.h"
#include "helperprogram.h"
#include "systemstate.h"
#include "tempfolders.h"
#include "fs/mounttable.h"
#include "volume/workspace.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <atomic>
#include <cerrno>
#include <ctime>
#include <fcntl.h>
#include <iostream>
#include <pwd.h>
#include <string>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>
#include <utility>
#include <vector>

using namespace cm;

namespace {

constexpr qint64 ImageBytes = qint64(128) << 20;
constexpr long MinimumSwaps = 1000;

const QString &imageName()
{
    static const QString name = QLatin1String(LoopImage::ImageName);
    return name;
}

// The paths the renamer works on, as C strings made before it forks.
struct RenamerPaths
{
    QByteArray volume, volumeAside, image, imageAside, ownFolderOutside, rootOnly, rootOnlyFile;
};

// What the renamer does, one or several at a time.
enum Tactic : unsigned {
    VolumeToLink = 1,  // `volume` swapped for a link to the root-only folder, then back
    VolumeOut = 2,     // `volume` moved out of the workspace (root's folder: refused)
    VolumeToOwn = 4,   // `volume` swapped for a folder of the caller's
    ImageToLink = 8,   // the image renamed away, a link to root's file in its place
    LinksWaiting = 16, // links put where the names will be made
    // Everything after the image is made (links waiting stop the helper at its first step).
    Mixed = VolumeToLink | VolumeOut | VolumeToOwn | ImageToLink,
};

// One system call of a tactic, on two of the renamer's paths.
struct Step
{
    enum Call { Rename, Link, Unlink, MakeFolder, RemoveFolder, Breathe } call;
    const QByteArray *first = nullptr;
    const QByteArray *second = nullptr;

    int perform() const
    {
        static constexpr timespec breath{0, 20000};
        switch (call) {
        case Rename:
            return ::rename(first->constData(), second->constData());
        case Link:
            return ::symlink(first->constData(), second->constData());
        case Unlink:
            return ::unlink(first->constData());
        case MakeFolder:
            return ::mkdir(first->constData(), 0755);
        case RemoveFolder:
            return ::rmdir(first->constData());
        case Breathe:
            break;
        }
        ::nanosleep(&breath, nullptr);
        return 0;
    }
};

// The steps of each tactic, in the order of the Tactic bits.
std::vector<std::vector<Step>> tacticSteps(const RenamerPaths &p)
{
    return {
        {{Step::Rename, &p.volume, &p.volumeAside},
         {Step::Link, &p.rootOnly, &p.volume},
         {Step::Unlink, &p.volume},
         {Step::Rename, &p.volumeAside, &p.volume}},
        {{Step::Rename, &p.volume, &p.ownFolderOutside},
         {Step::Link, &p.ownFolderOutside, &p.volume},
         {Step::Unlink, &p.volume},
         {Step::Rename, &p.ownFolderOutside, &p.volume}},
        {{Step::Rename, &p.volume, &p.volumeAside},
         {Step::MakeFolder, &p.volume},
         {Step::RemoveFolder, &p.volume},
         {Step::Rename, &p.volumeAside, &p.volume}},
        {{Step::Rename, &p.image, &p.imageAside},
         {Step::Link, &p.rootOnlyFile, &p.image},
         {Step::Unlink, &p.image},
         {Step::Rename, &p.imageAside, &p.image}},
        {{Step::Link, &p.rootOnly, &p.volume},
         {Step::Link, &p.rootOnlyFile, &p.image},
         {Step::Breathe},
         {Step::Unlink, &p.volume},
         {Step::Unlink, &p.image}},
    };
}

// The renamer's loop: only system calls, as a child of a threaded process
// must (the steps are made before the fork); a quiet moment now and then
// lets the helper through.
[[noreturn]] void swapForever(const std::vector<std::vector<Step>> &tactics, unsigned chosen, test::ChildCounts *counts)
{
    const Step breathe{Step::Breathe};
    long tried = 0, done = 0;
    for (unsigned round = 0;; ++round) {
        const unsigned tactic = round % (tactics.size() + 1);
        if (tactic < tactics.size() && (chosen & (1u << tactic))) {
            for (const Step &step : tactics[tactic]) {
                if (step.call == Step::Breathe) {
                    step.perform();
                    continue;
                }
                ++tried;
                done += step.perform() == 0;
                counts->tried.store(tried, std::memory_order_relaxed);
                counts->done.store(done, std::memory_order_relaxed);
            }
        } else if (round % 64 == 0) {
            breathe.perform();
        }
    }
}

// Watches the mount table while the helper runs, for any mount below the
// test's folder outside the workspace, over the root-only folder, or made
// from a loop device that serves a file below the test's folder and sitting
// anywhere but inside the workspace (ntfs-3g's first, root-only folder
// under /run aside).
class MountWatch
{
public:
    MountWatch(const QString &testFolder, const QString &workspace, const QString &rootOnly)
        : m_thread([=, this] { watch(testFolder, workspace, rootOnly); })
    {
    }
    ~MountWatch()
    {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
    }
    QStringList violations()
    {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
        return m_violations;
    }

private:
    static bool isBelow(const QString &path, const QString &folder)
    {
        return path == folder || path.startsWith(folder + QLatin1Char('/'));
    }

    void watch(const QString &testFolder, const QString &workspace, const QString &rootOnly)
    {
        const timespec pause{0, 1000000};
        while (!m_stop) {
            for (const MountEntry &entry : readMountTable()) {
                const bool fromOurLoop = entry.source.startsWith(QStringLiteral("/dev/loop"))
                    && isBelow(readBackingFile(entry.source), testFolder);
                const bool wrong = isBelow(entry.mountPoint, rootOnly)
                    || (isBelow(entry.mountPoint, testFolder) && !isBelow(entry.mountPoint, workspace))
                    || (fromOurLoop && !isBelow(entry.mountPoint, workspace)
                        && !entry.mountPoint.startsWith(QStringLiteral("/run/compressmark-mount-")));
                if (wrong && !m_violations.contains(entry.mountPoint))
                    m_violations
                        << QStringLiteral("%1 (%2 from %3)").arg(entry.mountPoint, entry.filesystem, entry.source);
            }
            ::nanosleep(&pause, nullptr);
        }
    }

    static QString readBackingFile(const QString &device)
    {
        QFile file(QStringLiteral("/sys/block/%1/loop/backing_file").arg(QFileInfo(device).fileName()));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()).trimmed() : QString();
    }

    std::atomic<bool> m_stop{false};
    QStringList m_violations;
    std::thread m_thread;
};

// Puts the workspace back as it was before a run, as root, after checking
// what the helper may have left: nothing mounted, root's files empty.
void expectNothingLeftAndTidy(const QString &workspace, const QString &testFolder, const std::string &run)
{
    EXPECT_TRUE(test::mountsBelow(testFolder).isEmpty()) << run;
    EXPECT_TRUE(test::loopDevicesBackedBelow(testFolder).isEmpty()) << run;
    const QFileInfoList entries
        = QDir(workspace).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
    for (const QFileInfo &entry : entries) {
        if (entry.fileName() == QLatin1String(Workspace::MarkerName))
            continue;
        struct stat info
        {
        };
        ASSERT_EQ(::lstat(QFile::encodeName(entry.filePath()).constData(), &info), 0);
        // An image renamed away while the helper ran cannot be deleted by
        // its name: it is emptied instead.
        if (info.st_uid == 0 && S_ISREG(info.st_mode)) {
            EXPECT_EQ(info.st_size, 0) << run << ": " << entry.filePath().toStdString();
        }
        if (S_ISDIR(info.st_mode)) {
            EXPECT_TRUE(QDir().rmdir(entry.filePath()))
                << run << ": " << entry.filePath().toStdString() << " is not empty";
        } else {
            EXPECT_TRUE(QFile::remove(entry.filePath())) << run;
        }
    }
}

} // namespace

TEST(HelperRace, ACallerSwappingNamesNeverGetsAMountOutsideTheWorkspace)
{
    QString whyNot;
    if (::geteuid() != 0 || !canMakeLoopImage(LoopImageSpec::Filesystem::Btrfs, Privileges::ofThisProcess(), &whyNot))
        GTEST_SKIP() << (::geteuid() != 0 ? std::string("the helper's race needs root") : whyNot.toStdString());
    const passwd *nobody = ::getpwnam("nobody");
    if (!nobody)
        GTEST_SKIP() << "no user 'nobody' to act as the caller";
    const uid_t caller = nobody->pw_uid;
    const gid_t callerGroup = nobody->pw_gid;
    const bool ntfs = canMakeLoopImage(LoopImageSpec::Filesystem::Ntfs, Privileges::ofThisProcess(), &whyNot);

    test::TempFolder testFolder;
    const QString folder = QFileInfo(testFolder.path()).canonicalFilePath();
    ASSERT_EQ(::chmod(QFile::encodeName(folder).constData(), 0755), 0);
    Workspace workspace;
    ASSERT_TRUE(Workspace::create(folder, QStringLiteral("compressmark-workspace"), &workspace));
    const QString path = workspace.path();
    const QString marker = workspace.filePath(QLatin1String(Workspace::MarkerName));
    for (const QString &owned : {path, marker})
        ASSERT_EQ(::chown(QFile::encodeName(owned).constData(), caller, callerGroup), 0);
    const QString rootOnly = folder + QStringLiteral("/root-only");
    ASSERT_TRUE(QDir().mkdir(rootOnly));
    ASSERT_EQ(::chmod(QFile::encodeName(rootOnly).constData(), 0700), 0);
    const QString rootOnlyFile = rootOnly + QStringLiteral("/secret");
    test::writeFile(rootOnlyFile, QByteArrayLiteral("root's"));
    const QString callersOwn = folder + QStringLiteral("/callers-own");
    ASSERT_TRUE(QDir().mkdir(callersOwn));
    ASSERT_EQ(::chown(QFile::encodeName(callersOwn).constData(), caller, callerGroup), 0);

    const RenamerPaths paths{QFile::encodeName(workspace.filePath(QLatin1String(LoopImage::MountFolderName))),
                             QFile::encodeName(workspace.filePath(QStringLiteral("volume-aside"))),
                             QFile::encodeName(workspace.filePath(imageName())),
                             QFile::encodeName(workspace.filePath(imageName() + QStringLiteral("-aside"))),
                             QFile::encodeName(callersOwn + QStringLiteral("/volume")),
                             QFile::encodeName(rootOnly),
                             QFile::encodeName(rootOnlyFile)};
    const QList<QPair<QString, QString>> asCaller{{QStringLiteral("PKEXEC_UID"), QString::number(caller)}};

    // Each tactic alone, then all of them mixed; btrfs and ntfs-3g.
    struct Run
    {
        bool ntfs;
        unsigned tactics;
        const char *name;
    };
    QList<Run> runs{{false, VolumeToLink, "volume swapped for a link"},
                    {false, VolumeOut, "volume moved out"},
                    {false, VolumeToOwn, "volume swapped for the caller's folder"},
                    {false, ImageToLink, "image swapped for a link"},
                    {false, LinksWaiting, "links waiting"},
                    {false, Mixed, "all but links waiting, mixed"},
                    {false, Mixed, "all but links waiting, mixed"}};
    if (ntfs)
        runs << Run{true, VolumeOut, "volume moved out"}
             << Run{true, VolumeToOwn, "volume swapped for the caller's folder"}
             << Run{true, Mixed, "all but links waiting, mixed"};

    int mountedRightly = 0;
    long totalSwaps = 0;
    for (const Run &run : std::as_const(runs)) {
        const std::string shown = std::string(run.ntfs ? "ntfs, " : "btrfs, ") + run.name;
        const QStringList arguments
            = test::createImageArguments(path, run.ntfs ? QStringLiteral("ntfs") : QStringLiteral("btrfs"),
                                         run.ntfs ? QStringLiteral("-") : QStringLiteral("zstd"), ImageBytes);
        test::HelperReply made;
        QStringList violations;
        long swaps = 0, tried = 0;
        {
            MountWatch watch(folder, path, rootOnly);
            const std::vector<std::vector<Step>> steps = tacticSteps(paths);
            test::ChildAsUser renamer(caller, callerGroup,
                                      [&](test::ChildCounts *counts) { swapForever(steps, run.tactics, counts); });
            ASSERT_TRUE(renamer.isRunning());
            made = test::runHelper(arguments, asCaller);
            renamer.stop();
            swaps = renamer.done();
            tried = renamer.tried();
            violations = watch.violations();
        }
        totalSwaps += swaps;
        std::cout << "[          ] " << shown << ": " << swaps << " of " << tried << " calls swapped a name; "
                  << (made.exitCode == 0 ? std::string("mounted in place") : made.errors().toStdString()) << '\n';
        EXPECT_TRUE(violations.isEmpty())
            << shown << ": mounted outside the workspace: " << violations.join(QStringLiteral(", ")).toStdString();
        EXPECT_GT(tried, 0) << shown << ": the caller did not act";
        EXPECT_EQ(made.stdoutLines.size(), 1) << shown;
        EXPECT_TRUE(test::mountsBelow(rootOnly).isEmpty()) << shown;
        EXPECT_EQ(test::nativeFileContent(QFile::encodeName(rootOnlyFile)), QByteArrayLiteral("root's")) << shown;

        if (made.exitCode == 0) {
            ++mountedRightly;
            const QString volume = made.json.value(QLatin1String("mountPoint")).toString();
            EXPECT_EQ(volume, workspace.filePath(QLatin1String(LoopImage::MountFolderName))) << shown;
            EXPECT_EQ(test::mountsBelow(path), QStringList{volume}) << shown;
            struct stat root
            {
            };
            EXPECT_EQ(::stat(QFile::encodeName(volume).constData(), &root), 0) << shown;
            if (!run.ntfs) {
                EXPECT_EQ(root.st_uid, caller) << shown << ": the btrfs root is the caller's";
            }
            // The renamer may have moved the image's name after the helper
            // checked it; put it back so that remove-image finds it.
            if (!QFileInfo::exists(workspace.filePath(imageName()))
                || QFileInfo(workspace.filePath(imageName())).isSymLink()) {
                QFile::remove(workspace.filePath(imageName()));
                QFile::rename(workspace.filePath(imageName() + QStringLiteral("-aside")),
                              workspace.filePath(imageName()));
            }
            const test::HelperReply removed = test::runHelper({QStringLiteral("remove-image"), path}, asCaller);
            EXPECT_EQ(removed.exitCode, 0) << shown << ": " << removed.errors().toStdString();
        } else {
            EXPECT_TRUE(made.exitCode == 1 || made.exitCode == 2) << shown << ": exit status " << made.exitCode;
            EXPECT_EQ(made.stderrLines.size(), 1) << shown << ": " << made.errors().toStdString();
        }
        expectNothingLeftAndTidy(path, folder, shown);
    }
    EXPECT_GE(totalSwaps, MinimumSwaps);
    std::cout << "[          ] " << totalSwaps << " swaps by the caller; " << mountedRightly
              << " of the runs mounted in place\n";

    // Without anyone swapping names, the same request succeeds.
    const test::HelperReply calm
        = test::runHelper(test::createImageArguments(path, QStringLiteral("btrfs"), QStringLiteral("zstd"), ImageBytes),
                          asCaller);
    ASSERT_EQ(calm.exitCode, 0) << calm.errors().toStdString();
    const test::HelperReply removed = test::runHelper({QStringLiteral("remove-image"), path}, asCaller);
    EXPECT_EQ(removed.exitCode, 0) << removed.errors().toStdString();
    expectNothingLeftAndTidy(path, folder, "the calm run");
}
