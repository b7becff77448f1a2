// SPDX-License-Identifier: GPL-3.0-or-later
#include "concurrentruns.h"

#include "bench/runreporting.h"
#include "volume/volumeinfo.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ConcurrentRuns)
};

} // namespace

void ConcurrentRuns::enter(const QString &label, const VolumeInfo &source, const VolumeInfo &target,
                           const RunReporting &reporting)
{
    m_own.processId = QCoreApplication::applicationPid();
    m_own.drive = source.blockDevice.value_or(source.device);
    m_own.target = target.mountPoint;
    m_own.label = label;
    m_own.started = QDateTime::currentDateTimeUtc();
    m_folder = LiveRuns::folder();
    m_entry = LiveRunEntry::enter(m_own, m_folder);
    for (const QString &other : alongside())
        reporting.tell(Text::tr("Another CompressMark run (%1) measures the same drive or RAM disk: each slows the "
                                "other, and the timed runs it overlaps are flagged as disturbed")
                           .arg(other));
}

QStringList ConcurrentRuns::alongside() const
{
    QStringList found;
    if (m_folder.isEmpty())
        return found; // not entered: the run never reached its drive
    for (const LiveRun &other : LiveRuns::others(m_folder)) {
        if (other.sharesWith(m_own))
            found << other.describe();
    }
    return found;
}

} // namespace cm
