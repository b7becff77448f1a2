// SPDX-License-Identifier: GPL-3.0-or-later
#include "lefttemporaries.h"

#include "fs/fileowner.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace cm {
namespace {

// The final name as the writer shortened it: its first 200 characters
// (Windows) or bytes (elsewhere).
bool isShortenedName(const QString &shortened, const QString &fileName)
{
    return shortened == fileName || (shortened.size() >= 60 && fileName.startsWith(shortened));
}

QFileInfoList leftTemporaries(const QString &folder, const QString &fileName)
{
    QFileInfoList found;
    const QFileInfoList entries
        = QDir(folder).entryInfoList({QStringLiteral(".*.tmp")}, QDir::Files | QDir::Hidden | QDir::System);
    for (const QFileInfo &entry : entries) {
        if (!entry.isSymLink() && isLeftTemporaryName(entry.fileName(), fileName) && isOwnedByThisUser(entry))
            found.append(entry);
    }
    return found;
}

} // namespace

bool isLeftTemporaryName(const QString &entryName, const QString &fileName)
{
    static const QRegularExpression pattern(QStringLiteral("^\\.(.+)\\.[0-9a-z]{1,8}\\.tmp$"));
    const QRegularExpressionMatch match = pattern.match(entryName);
    return match.hasMatch() && (fileName.isEmpty() || isShortenedName(match.captured(1), fileName));
}

int removeLeftTemporaries(const QString &path)
{
    const QFileInfo file(path);
    int removed = 0;
    for (const QFileInfo &entry : leftTemporaries(file.absolutePath(), file.fileName()))
        removed += QFile::remove(entry.absoluteFilePath()) ? 1 : 0;
    return removed;
}

QStringList findLeftTemporaries(const QString &folder, int idleSeconds)
{
    const QDateTime idleSince = QDateTime::currentDateTimeUtc().addSecs(-idleSeconds);
    QStringList found;
    for (const QFileInfo &entry : leftTemporaries(folder, QString())) {
        if (entry.lastModified().toUTC() <= idleSince)
            found.append(entry.absoluteFilePath());
    }
    return found;
}

} // namespace cm
