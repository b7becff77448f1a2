// SPDX-License-Identifier: GPL-3.0-or-later
// The copiers on a failing drive: read errors, a full target, files they may
// not open, a target pulled away while they copy. Faults come from faultfs
// (a FUSE passthrough) and from small tmpfs mounts the tests make.
#include "faultmount.h"
#include "faultysource.h"
#include "filecontents.h"
#include "scopedmount.h"
#include "tempfolders.h"
#include "util/units.h"

#include <QDir>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <future>
#include <thread>

using namespace cm;
using test::copyBounded;
using test::expectFailureOnTheVictim;
using test::expectOnlyWholeFiles;
using test::FaultySource;

namespace {

// Copies a FaultySource through faultfs, which injects `faults` into the
// victim, and expects the copy to fail with `error`.
void copyThroughFaultsOnTheVictim(const QString &copier, const QStringList &faults, const QString &error)
{
    FaultySource source;
    test::FaultMount drive(source.backing.path(),
                           QStringList{QStringLiteral("--match"), QStringLiteral("victim")} + faults);
    ASSERT_TRUE(drive.isMounted()) << drive.error().toStdString();
    test::RamFolder target;
    const QString copy = target.filePath(QStringLiteral("copy"));
    expectFailureOnTheVictim(copyBounded(copier, drive.path(), copy), error, source.backing.path(), copy);
}

class CopierFaults : public ::testing::TestWithParam<QString>
{
};

} // namespace

TEST_P(CopierFaults, AReadErrorMidFileFailsNamingTheFileAndLeavesNoPartialCopy)
{
    CM_SKIP_WITHOUT_FUSE();
    copyThroughFaultsOnTheVictim(GetParam(), {QStringLiteral("--eio-after"), QString::number(MiB)},
                                 QStringLiteral("Input/output error"));
}

// Which file meets the full disk first is the serial copier's order (the
// victim, after a file that fits); several files in flight may each be the
// one, so for the parallel copier any of them.
TEST_P(CopierFaults, AFullTargetFailsNamingTheFileAndLeavesNoPartialCopy)
{
    CM_SKIP_WITHOUT_MOUNTS();
    FaultySource source;
    test::ScopedMount ramDisk(test::ScopedMount::tmpfs(2 * MiB));
    ASSERT_TRUE(ramDisk.isMounted()) << ramDisk.error().toStdString();
    const QString copy = ramDisk.filePath(QStringLiteral("copy"));

    const Status status = copyBounded(GetParam(), source.backing.path(), copy);
    const QString noSpace = QStringLiteral("No space left on device");
    if (GetParam() == QLatin1String("serial")) {
        expectFailureOnTheVictim(status, noSpace, source.backing.path(), copy);
        return;
    }
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(noSpace)) << status.message().toStdString();
    const QStringList names = QDir(source.backing.path()).entryList(QDir::Files);
    const auto named = std::find_if(names.begin(), names.end(),
                                    [&](const QString &name) { return status.message().contains(name); });
    ASSERT_NE(named, names.end()) << "no file of the source named in: " << status.message().toStdString();
    EXPECT_FALSE(QFileInfo::exists(copy + QLatin1Char('/') + *named))
        << named->toStdString() << " was left half copied";
    expectOnlyWholeFiles(source.backing.path(), copy);
}

TEST_P(CopierFaults, AFileThatMayNotBeOpenedFailsNamingIt)
{
    CM_SKIP_WITHOUT_FUSE();
    copyThroughFaultsOnTheVictim(GetParam(), {QStringLiteral("--deny")}, QStringLiteral("Permission denied"));
}

// Listed in its folder, gone when opened: deleted while the copy runs.
TEST_P(CopierFaults, AFileThatVanishesAfterItWasListedFailsNamingIt)
{
    CM_SKIP_WITHOUT_FUSE();
    copyThroughFaultsOnTheVictim(GetParam(), {QStringLiteral("--vanish")}, QStringLiteral("No such file or directory"));
}

TEST_P(CopierFaults, ATargetUnmountedWhileCopyingFailsWithoutHanging)
{
    CM_SKIP_WITHOUT_FUSE();
    CM_SKIP_WITHOUT_MOUNTS();
    test::TempFolder backing;
    for (int i = 0; i < 40; ++i)
        test::writeFile(backing.filePath(QStringLiteral("f%1.txt").arg(i, 2, 10, QLatin1Char('0'))),
                        QByteArray(8 * KiB, 'x'));
    // Slow reads keep the copy going while the target disappears.
    test::FaultMount drive(backing.path(), {QStringLiteral("--read-delay-ms"), QStringLiteral("50")});
    ASSERT_TRUE(drive.isMounted()) << drive.error().toStdString();
    test::ScopedMount ramDisk(test::ScopedMount::tmpfs(8 * MiB));
    ASSERT_TRUE(ramDisk.isMounted()) << ramDisk.error().toStdString();
    const QString copy = ramDisk.filePath(QStringLiteral("copy"));

    auto copying = std::async(std::launch::async, [&] { return copyBounded(GetParam(), drive.path(), copy); });
    // Pulled once the first files have landed.
    for (int wait = 0; wait < 600 && test::countEntries(copy) < 2; ++wait)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    ASSERT_TRUE(ramDisk.unmount());
    const Status status = copying.get();
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(copy)) << status.message().toStdString();
}

INSTANTIATE_TEST_SUITE_P(Copiers, CopierFaults,
                         ::testing::Values(QStringLiteral("serial"), QStringLiteral("parallel:4"),
                                           QStringLiteral("uring:8")),
                         [](const auto &instance) {
                             return instance.param.section(QLatin1Char(':'), 0, 0).toStdString();
                         });

// A file of 64 MiB or more is copied in pieces by several threads; the
// source is sparse, so the test costs no disk and only the megabyte read.
TEST(CopierFaultsInPieces, AReadErrorInOnePieceRemovesTheWholeCopy)
{
    CM_SKIP_WITHOUT_FUSE();
    test::TempFolder backing;
    QFile big(backing.filePath(QStringLiteral("big.bin")));
    ASSERT_TRUE(big.open(QIODevice::WriteOnly));
    ASSERT_TRUE(big.resize(64 * MiB + 5));
    big.close();
    test::FaultMount drive(backing.path(), {QStringLiteral("--eio-after"), QString::number(MiB)});
    ASSERT_TRUE(drive.isMounted()) << drive.error().toStdString();
    test::RamFolder target;
    const QString copy = target.filePath(QStringLiteral("copy"));

    const Status status = copyBounded(QStringLiteral("parallel:4"), drive.path(), copy);
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.message().contains(QStringLiteral("big.bin: Input/output error")))
        << status.message().toStdString();
    EXPECT_FALSE(QFileInfo::exists(copy + QStringLiteral("/big.bin")));
}
