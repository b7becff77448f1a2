// SPDX-License-Identifier: GPL-3.0-or-later
#include "symboliclink.h"

#include "tempfolders.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#ifdef Q_OS_WIN
#include <windows.h>
#endif

namespace cm::test {

bool makeSymbolicLink(const QString &target, const QString &link)
{
#ifdef Q_OS_WIN
    const DWORD flags
        = (QFileInfo(target).isDir() ? SYMBOLIC_LINK_FLAG_DIRECTORY : 0) | SYMBOLIC_LINK_FLAG_ALLOW_UNPRIVILEGED_CREATE;
    const bool made
        = CreateSymbolicLinkW(reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(link).utf16()),
                              reinterpret_cast<const wchar_t *>(QDir::toNativeSeparators(target).utf16()), flags);
#else
    const bool made = QFile::link(target, link);
#endif
    // Some systems answer yes and make nothing (wine's CreateSymbolicLink).
    return made && QFileInfo(link).isSymLink();
}

bool canMakeSymbolicLinks(QString *why)
{
    const TempFolder folder;
    if (makeSymbolicLink(folder.path(), folder.filePath(QStringLiteral("probe-link"))))
        return true;
    *why = QStringLiteral("this system makes no symbolic links (under wine, CreateSymbolicLink answers yes and makes "
                          "none)");
    return false;
}

} // namespace cm::test
