// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "util/systemfile.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

namespace cm {

// One CompressMark run as the machine's register of live runs holds it.
struct LiveRun
{
    qint64 processId = 0;
    QString drive;  // the drive under test as the system names it ("vda")
    QString target; // the RAM disk's mount point
    QString label;  // how the run names its drive
    QDateTime started;

    // On the same drive or into the same RAM disk: each run then slows the
    // other and is counted in the other's device bytes.
    bool sharesWith(const LiveRun &other) const;
    // "process 4711, "Disk B", since 00:35:12", for messages and flags.
    QString describe() const;

    QByteArray toJson() const;
    // False for anything but a run's entry, which is data from any user.
    static bool fromJson(const QByteArray &json, LiveRun *run);
};

// This process's entry in the register: made as a run starts, gone when
// the object goes or the process ends, however it ends (Linux: a file held
// under flock(2); Windows: a file deleted when its handle closes).
class LiveRunEntry
{
public:
    LiveRunEntry() = default;
    ~LiveRunEntry();
    LiveRunEntry(LiveRunEntry &&other) noexcept;
    LiveRunEntry &operator=(LiveRunEntry &&other) noexcept;
    LiveRunEntry(const LiveRunEntry &) = delete;
    LiveRunEntry &operator=(const LiveRunEntry &) = delete;

    // Enters `run` in `folder`. Where no entry can be made (no such folder,
    // a name someone else holds) the run goes unregistered: the register
    // tells runs of each other, it never stops a measurement.
    static LiveRunEntry enter(const LiveRun &run, const QString &folder);
    bool isEntered() const { return m_file.isValid(); }
    void leave();

private:
    SystemFile m_folder; // Linux: where the entry is removed from
    QByteArray m_name;
    SystemFile m_file;
};

namespace LiveRuns {

// Where runs enter themselves: the folder COMPRESSMARK_LIVE_RUNS names
// (runs that are not to see the others, such as tests side by side, get
// one of their own), else sharedFolder().
QString folder();
// Where every user's runs enter themselves: Linux's /run/lock, where anyone
// may make files and remove only their own; Windows: the temporary folder.
QString sharedFolder();

// The live runs entered in `folder`, but this one's. An entry counts only
// when its process is alive, is a CompressMark program and is owned by the
// user who owns the entry, and the entry is held by it (Linux) or open
// (Windows); anything else there is passed over unread. At most MostRuns,
// found from the system's processes, never by listing the folder: no number
// of files there slows the reading.
QList<LiveRun> others(const QString &folder);

// The most other runs one reading returns.
constexpr qsizetype MostRuns = 64;

// The largest entry read; a run's is about 200 bytes.
constexpr qint64 LargestEntryBytes = 4096;

} // namespace LiveRuns
} // namespace cm
