// SPDX-License-Identifier: GPL-3.0-or-later
// The copiers on Windows when a source file fails them: another program
// holds it without sharing, or has locked part of it. These are the read
// failures Windows itself gives; the Linux tests inject theirs through FUSE.
#include "faultysource.h"
#include "tempfolders.h"
#include "util/units.h"
#include "util/windowserror_windows.h"

#include <QFile>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <windows.h>

using namespace cm;
using test::FaultySource;

namespace {

// A handle of the test's own on a file, as another program would hold it.
class ForeignHandle
{
public:
    ForeignHandle(const QString &path, DWORD sharing)
        : m_file(CreateFileW(windowsPath(path).c_str(), GENERIC_READ | GENERIC_WRITE, sharing, nullptr, OPEN_EXISTING,
                             FILE_ATTRIBUTE_NORMAL, nullptr))
    {
    }
    ~ForeignHandle()
    {
        if (m_file != INVALID_HANDLE_VALUE)
            CloseHandle(m_file);
    }
    ForeignHandle(const ForeignHandle &) = delete;
    ForeignHandle &operator=(const ForeignHandle &) = delete;

    bool isOpen() const { return m_file != INVALID_HANDLE_VALUE; }

    // Locks `bytes` from `offset` against every other handle.
    bool lock(qint64 offset, qint64 bytes)
    {
        OVERLAPPED at{};
        at.Offset = DWORD(offset & 0xffffffff);
        at.OffsetHigh = DWORD(offset >> 32);
        return LockFileEx(m_file, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, DWORD(bytes & 0xffffffff),
                          DWORD(bytes >> 32), &at);
    }

private:
    HANDLE m_file;
};

// Whether a lock held through one handle stops reads through another here;
// wine keeps byte-range locks between its processes' handles but does not
// check them on reads.
bool readsHonourLocks(const QString &path, qint64 lockedOffset)
{
    QFile reader(path);
    if (!reader.open(QIODevice::ReadOnly) || !reader.seek(lockedOffset))
        return false;
    char byte;
    return reader.read(&byte, 1) != 1;
}

class CopierFaults : public ::testing::TestWithParam<QString>
{
};

} // namespace

TEST_P(CopierFaults, AFileAnotherProgramHoldsUnsharedFailsNamingIt)
{
    FaultySource source;
    ForeignHandle holder(source.victimPath(), 0);
    ASSERT_TRUE(holder.isOpen()) << windowsErrorText(GetLastError()).toStdString();
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const QString copy = target.filePath(QStringLiteral("copy"));
    test::expectFailureOnTheVictim(test::copyBounded(GetParam(), source.backing.path(), copy),
                                   windowsErrorText(ERROR_SHARING_VIOLATION), source.backing.path(), copy);
}

TEST_P(CopierFaults, AReadErrorMidFileFailsNamingTheFileAndLeavesNoPartialCopy)
{
    FaultySource source;
    ForeignHandle holder(source.victimPath(), FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE);
    ASSERT_TRUE(holder.isOpen()) << windowsErrorText(GetLastError()).toStdString();
    ASSERT_TRUE(holder.lock(MiB, FaultySource::VictimBytes - MiB)) << windowsErrorText(GetLastError()).toStdString();
    if (!readsHonourLocks(source.victimPath(), MiB))
        GTEST_SKIP() << "skipped: reads here pass over another handle's byte-range lock (wine does not check them)";
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    const QString copy = target.filePath(QStringLiteral("copy"));
    test::expectFailureOnTheVictim(test::copyBounded(GetParam(), source.backing.path(), copy),
                                   windowsErrorText(ERROR_LOCK_VIOLATION), source.backing.path(), copy);
}

INSTANTIATE_TEST_SUITE_P(Copiers, CopierFaults,
                         ::testing::Values(QStringLiteral("serial"), QStringLiteral("parallel:4")),
                         [](const auto &instance) {
                             return instance.param.section(QLatin1Char(':'), 0, 0).toStdString();
                         });
