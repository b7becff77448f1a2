#pragma once

#include <QString>

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

private:
    QString m_path;
};

#ifndef Q_OS_WIN
// A folder on a RAM disk (/dev/shm), for tests that need a real tmpfs target.
class RamFolder : public TempFolder
{
public:
    RamFolder();
};
#endif

// Counts entries below `path` (files, folders, links), 0 when it is gone.
int countEntries(const QString &path);

} // namespace cm::test
