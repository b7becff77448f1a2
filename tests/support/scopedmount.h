#pragma once

#include "tempfolders.h"

#include <QString>
#include <QStringList>

#include <gtest/gtest.h>

namespace cm::test {

// A kernel mount (tmpfs, a read-only bind, a loop image) on a new, uniquely
// named folder, lazily unmounted when the object goes, on every path out of
// a test. Needs root.
class ScopedMount
{
public:
    // `mountArguments` are mount(8)'s, without the mount point.
    explicit ScopedMount(const QStringList &mountArguments);
    ~ScopedMount();
    ScopedMount(const ScopedMount &) = delete;
    ScopedMount &operator=(const ScopedMount &) = delete;

    bool isMounted() const { return m_mounted; }
    const QString &error() const { return m_error; }
    const QString &path() const { return m_mountPoint.path(); }
    QString filePath(const QString &name) const { return m_mountPoint.filePath(name); }

    // Unmounts now (lazily, as a drive pulled while in use); true when it was mounted.
    bool unmount();

    // A tmpfs of `bytes`, or a read-only bind mount of `folder`.
    static QStringList tmpfs(qint64 bytes);
    static QStringList readOnlyBind(const QString &folder);

    // Empty when this process may mount; otherwise why not.
    static QString unavailableReason();

private:
    TempFolder m_mountPoint;
    bool m_mounted = false;
    QString m_error;
};

// Runs a tool to its end (at most a minute); its stderr on failure, else empty.
QString runTool(const QString &program, const QStringList &arguments);

} // namespace cm::test

// Skips the current test, saying why, where this process may not mount.
#define CM_SKIP_WITHOUT_MOUNTS()                                                                                         \
    do {                                                                                                               \
        if (const QString why = cm::test::ScopedMount::unavailableReason(); !why.isEmpty()) {                                \
            GTEST_SKIP() << why.toStdString();                                                                         \
        }                                                                                                              \
    } while (false)
