// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessionfallback.h"

#include "session/sessionfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(SessionFallback)
};

// "NAME-20261204-031500-PID.cmsession.json": never an earlier file's name.
QString fallbackName(const QString &intendedPath)
{
    QString stem = QFileInfo(intendedPath).fileName();
    for (const QLatin1String suffix : {QLatin1String(".json"), QLatin1String(".cmsession")})
        if (stem.endsWith(suffix))
            stem.chop(suffix.size());
    return QStringLiteral("%1-%2-%3.cmsession.json")
        .arg(stem.left(100), QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")),
             QString::number(QCoreApplication::applicationPid()));
}

} // namespace

Status saveFallbackSession(const Session &session, const QString &intendedPath, QString *fallbackPath)
{
    if (!fallbackPath->isEmpty() && writeSessionFile(session, *fallbackPath))
        return Status::ok();
    const QString name = fallbackName(intendedPath);
    Status last = Status::failure(Text::tr("no folder to save it in"));
    const QString dataFolder = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    for (const QString &folder :
         {dataFolder.isEmpty() ? QString() : dataFolder + QStringLiteral("/unsaved"), QDir::tempPath()}) {
        if (folder.isEmpty() || !QDir().mkpath(folder))
            continue;
        const QString path = QDir(folder).filePath(name);
        last = saveSession(session, path);
        if (last) {
            *fallbackPath = path;
            return last;
        }
    }
    return last;
}

int runCount(const DriveRecord &drive)
{
    int runs = 0;
    for (const ResultRecord &result : drive.results)
        runs += int(result.runs.size());
    return runs;
}

} // namespace cm
