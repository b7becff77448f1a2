// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <gtest/gtest.h>

namespace cm::test {

// A uniquely named folder removed with everything in it when the object
// goes, on every path out of a test.
class TempFolder
{
public:
    // Under `parent`, or the build tree's test area (a disk, not tmpfs)
    // when `parent` is empty.
    explicit TempFolder(const QString &parent = QString());
    ~TempFolder();
    TempFolder(const TempFolder &) = delete;
    TempFolder &operator=(const TempFolder &) = delete;

    const QString &path() const { return m_path; }
    QString filePath(const QString &name) const { return m_path + QLatin1Char('/') + name; }
    bool isValid() const { return !m_path.isEmpty(); }

protected:
    struct NotYet
    {
    };
    explicit TempFolder(NotYet) { }
    void createUnder(const QString &parent);

private:
    QString m_path;
};

// A folder on a RAM disk, for tests that need a real one as the target:
// /dev/shm's tmpfs on Linux; on Windows the first RAM disk the system
// lists (under wine, the one installer/windows/wine-ramdisk.sh lends the
// tests), or none.
class RamFolder : public TempFolder
{
public:
    RamFolder();
    // Why there is no RAM disk, when !isValid().
    static const char *absentReason();
};

// Skips a test that needs a RAM disk, saying why, where there is none.
#define CM_SKIP_WITHOUT_RAM_DISK(folder)                                                                               \
    if (!(folder).isValid())                                                                                           \
    GTEST_SKIP() << cm::test::RamFolder::absentReason()

// Counts entries below `path` (files, folders, links), 0 when it is gone.
int countEntries(const QString &path);

} // namespace cm::test
