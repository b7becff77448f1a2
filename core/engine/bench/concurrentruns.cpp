// SPDX-License-Identifier: GPL-3.0-or-later
#include "concurrentruns.h"

#include "bench/runcontext.h"
#include "volume/volumeinfo.h"

#include <QCoreApplication>

namespace cm::ConcurrentRuns {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ConcurrentRuns)
};

} // namespace

void enter(RunContext &context, const VolumeInfo &source, const VolumeInfo &target)
{
    LiveRun own;
    own.processId = QCoreApplication::applicationPid();
    own.drive = source.blockDevice.value_or(source.device);
    own.target = target.mountPoint;
    own.label = context.plan.label;
    own.started = QDateTime::currentDateTimeUtc();
    context.ownRun = own;
    context.liveRunsFolder = LiveRuns::folder();
    context.liveRun = LiveRunEntry::enter(own, context.liveRunsFolder);
    for (const QString &other : alongside(context))
        context.notice(Text::tr("Another CompressMark run (%1) measures the same drive or RAM disk: each slows the "
                                "other, and the timed runs it overlaps are flagged as disturbed")
                           .arg(other));
}

QStringList alongside(const RunContext &context)
{
    QStringList found;
    for (const LiveRun &other : LiveRuns::others(context.liveRunsFolder)) {
        if (other.sharesWith(context.ownRun))
            found << other.describe();
    }
    return found;
}

} // namespace cm::ConcurrentRuns
