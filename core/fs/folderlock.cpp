#include "folderlock.h"

#include <QCoreApplication>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(FolderLock)
};

} // namespace

Status FolderLock::heldTooLong(const QString &folder, int waitMilliseconds)
{
    return Status::failure(Text::tr("another process kept %1 locked for %2 seconds").arg(folder).arg(waitMilliseconds / 1000));
}

} // namespace cm
