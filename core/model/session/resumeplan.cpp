// SPDX-License-Identifier: GPL-3.0-or-later
#include "resumeplan.h"

#include "util/shownpath.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(ResumePlan)
};

// One folder however it is spelled: through links, with or without "..".
bool sameFolder(const QString &a, const QString &b)
{
    const QString canonicalA = QFileInfo(a).canonicalFilePath();
    const QString canonicalB = QFileInfo(b).canonicalFilePath();
    if (!canonicalA.isEmpty() && !canonicalB.isEmpty())
        return canonicalA == canonicalB;
    return QDir::cleanPath(QDir(a).absolutePath()) == QDir::cleanPath(QDir(b).absolutePath());
}

bool containsFolder(const QStringList &folders, const QString &folder)
{
    return std::any_of(folders.cbegin(), folders.cend(),
                       [&](const QString &given) { return sameFolder(given, folder); });
}

} // namespace

Status planToResume(const DriveRecord &drive, Plan *plan)
{
    if (drive.dataSets.isEmpty())
        return Status::failure(QStringLiteral("drive %1 stopped before its data sets were written; run it again "
                                              "instead")
                                   .arg(drive.id));
    if (drive.source.path.isEmpty() || drive.target.path.isEmpty())
        return Status::failure(QStringLiteral("drive %1 does not say which folders it used").arg(drive.id));
    *plan = drive.plan;
    plan->sourcePath = drive.source.path;
    plan->targetPath = drive.target.path;
    plan->label = drive.label;
    // The sizes the drive's data sets were given, whether asked for or chosen by --size auto.
    plan->autoSize = false;
    plan->dataSets.clear();
    for (const DataSetRecord &dataSet : drive.dataSets)
        plan->dataSets.append(DataSetSpec{dataSet.manifest.kind, dataSet.manifest.bytes, dataSet.manifest.seed});
    return Status::ok();
}

Status checkResumeConfirmed(const Plan &plan, const ResumeConfirmation &given)
{
    if (!sameFolder(plan.sourcePath, given.sourcePath))
        return Status::failure(
            Text::tr("--resume: the session measured the drive at %1, not %2; a session file does not "
                     "choose where a run writes: resume from that folder or give --source %1")
                .arg(shownPath(plan.sourcePath), shownPath(given.sourcePath)));
    if (!sameFolder(plan.targetPath, given.targetPath))
        return Status::failure(
            Text::tr("--resume: the session copied to %1, not %2; a session file does not choose "
                     "where a run writes: give --target %1")
                .arg(shownPath(plan.targetPath),
                     given.targetPath.isEmpty() ? Text::tr("(no RAM disk)") : shownPath(given.targetPath)));
    const QString copier = plan.copier.name();
    if (given.copier && *given.copier != copier)
        return Status::failure(
            Text::tr("--resume: the session's copier is %1; --copier %2 cannot change it").arg(copier, *given.copier));
    // A copier that runs another program (a command line, robocopy) runs only on the user's word.
    const bool runsAProgram
        = plan.copier.kind == CopierChoice::Kind::External || plan.copier.kind == CopierChoice::Kind::Robocopy;
    if (runsAProgram && !given.copier)
        return Status::failure(Text::tr("--resume: the session's copies ran another program (%1); a session file does "
                                        "not choose what runs: give --copier \"%1\" to run it again")
                                   .arg(copier));
    for (const DataSetSpec &spec : plan.dataSets) {
        if (spec.isFolder() && !containsFolder(given.folderPaths, spec.folderPath()))
            return Status::failure(Text::tr("--resume: the session read the folder %1; a session file does not choose "
                                            "what a run reads: give --datasets folder:%1")
                                       .arg(shownPath(spec.folderPath())));
    }
    return Status::ok();
}

} // namespace cm
