// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Runs the real compressmark binary as the ordinary user nobody (Linux).
#include "programrun.h"

#include <QFileInfo>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

namespace cm::test {

// Why the program cannot be run as the ordinary user nobody here; empty when it can.
inline QString whyNotAsNobody()
{
    if (::geteuid() != 0)
        return QStringLiteral("running the program as the user nobody needs root");
    if (!::getpwnam("nobody"))
        return QStringLiteral("no user nobody to run the program as");
    if (!QFile::exists(QStringLiteral("/usr/bin/setpriv")))
        return QStringLiteral("setpriv (util-linux) is not installed");
    return {};
}

// Starts the program as nobody (setpriv) in `workingFolder`, with `runtime`
// as its runtime folder (given to nobody: Qt wants one of the user's own)
// and `home` as its home, with its data folder (the library's) in it.
inline ProgramStart asNobody(const QString &workingFolder, const QString &runtime, const QString &home)
{
    const passwd *nobody = ::getpwnam("nobody");
    EXPECT_EQ(::chown(QFile::encodeName(runtime).constData(), nobody->pw_uid, nobody->pw_gid), 0);
    ProgramStart start;
    start.workingFolder = workingFolder;
    start.runAs = {QStringLiteral("/usr/bin/setpriv"), QStringLiteral("--reuid=nobody"),
                   QStringLiteral("--regid=nogroup"), QStringLiteral("--clear-groups")};
    start.environment = {{QStringLiteral("HOME"), home},
                         {QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share")},
                         {QStringLiteral("XDG_RUNTIME_DIR"), runtime}};
    return start;
}

// Lets everyone through `folder` and each folder above it (search only),
// so that nobody reaches what a test made for it there.
inline void letNobodyThrough(QString folder)
{
    for (; folder != QLatin1String("/") && !folder.isEmpty(); folder = QFileInfo(folder).path()) {
        const QByteArray path = QFile::encodeName(folder);
        struct stat info
        {
        };
        if (::stat(path.constData(), &info) == 0)
            ::chmod(path.constData(), (info.st_mode & 07777) | 0001);
    }
}

} // namespace cm::test
