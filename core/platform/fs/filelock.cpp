// SPDX-License-Identifier: GPL-3.0-or-later
#include "filelock.h"

#include "util/shownpath.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FileLock)
};

} // namespace

QString FileLock::lockFileName(const QString &fileName)
{
    // Shortened to stay within the longest name a folder takes.
    return QLatin1Char('.') + fileName.left(200) + QLatin1String(".lock");
}

Status FileLock::heldTooLong(const QString &file, int waitMilliseconds)
{
    return Status::failure(Text::tr("another process of yours kept %1 locked for %2 seconds")
                               .arg(shownPath(file), QString::number(waitMilliseconds / 1000)));
}

} // namespace cm
