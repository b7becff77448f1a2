// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tempfolders.h"

#include <QString>
#include <QStringList>

#include <gtest/gtest.h>

#include <memory>

namespace cm::test {

// A kernel mount (tmpfs, a read-only bind, a loop image) on a new, uniquely
// named folder, or on a folder the test made for it, lazily unmounted when
// the object goes, on every path out of a test. Needs root.
class ScopedMount
{
public:
    // `mountArguments` are mount(8)'s, without the mount point; `onFolder`:
    // an existing folder (or file) to mount on instead of a new folder.
    explicit ScopedMount(const QStringList &mountArguments, const QString &onFolder = QString());
    ~ScopedMount();
    ScopedMount(const ScopedMount &) = delete;
    ScopedMount &operator=(const ScopedMount &) = delete;

    bool isMounted() const { return m_mounted; }
    const QString &error() const { return m_error; }
    const QString &path() const { return m_path; }
    QString filePath(const QString &name) const { return m_path + QLatin1Char('/') + name; }

    // Unmounts now (lazily, as a drive pulled while in use); true when it was mounted.
    bool unmount();

    // A tmpfs of `bytes`, a bind mount of `folder` (or of a file), or a
    // read-only one.
    static QStringList tmpfs(qint64 bytes);
    static QStringList bind(const QString &folder);
    static QStringList readOnlyBind(const QString &folder);

    // Empty when this process may mount; otherwise why not.
    static QString unavailableReason();

private:
    std::unique_ptr<TempFolder> m_ownFolder; // when no folder was given
    QString m_path;
    bool m_mounted = false;
    QString m_error;
};

// Runs a tool to its end (at most a minute); its stderr on failure, else empty.
QString runTool(const QString &program, const QStringList &arguments);

} // namespace cm::test

// Skips the current test, saying why, where this process may not mount.
#define CM_SKIP_WITHOUT_MOUNTS()                                                                                       \
    do {                                                                                                               \
        if (const QString why = cm::test::ScopedMount::unavailableReason(); !why.isEmpty()) {                          \
            GTEST_SKIP() << why.toStdString();                                                                         \
        }                                                                                                              \
    } while (false)
