// SPDX-License-Identifier: GPL-3.0-or-later
#include "scopedmount.h"

#include <QProcess>

#include <unistd.h>

namespace cm::test {

QString runTool(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return program + QStringLiteral(" did not finish: ") + process.errorString();
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        const QString err = QString::fromLocal8Bit(process.readAllStandardError()).trimmed();
        return program + QStringLiteral(" failed: ") + (err.isEmpty() ? process.errorString() : err);
    }
    return {};
}

ScopedMount::ScopedMount(const QStringList &mountArguments, const QString &onFolder)
    : m_path(onFolder)
{
    m_error = unavailableReason();
    if (m_error.isEmpty() && m_path.isEmpty()) {
        m_ownFolder = std::make_unique<TempFolder>();
        m_path = m_ownFolder->path();
        if (!m_ownFolder->isValid())
            m_error = QStringLiteral("cannot create a mount point");
    }
    if (m_error.isEmpty())
        m_error = runTool(QStringLiteral("mount"), mountArguments + QStringList{m_path});
    m_mounted = m_error.isEmpty();
}

ScopedMount::~ScopedMount()
{
    unmount();
}

bool ScopedMount::unmount()
{
    if (!m_mounted)
        return false;
    // Lazy: a process still using it must not keep the test from cleaning up.
    m_mounted = !runTool(QStringLiteral("umount"), {QStringLiteral("-l"), m_path}).isEmpty();
    return !m_mounted;
}

QStringList ScopedMount::tmpfs(qint64 bytes)
{
    return {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=%1").arg(bytes),
            QStringLiteral("cmtest-tmpfs")};
}

QStringList ScopedMount::bind(const QString &folder)
{
    return {QStringLiteral("--bind"), folder};
}

QStringList ScopedMount::readOnlyBind(const QString &folder)
{
    // mount(8) binds, then remounts the bind read-only.
    return {QStringLiteral("--bind"), QStringLiteral("-o"), QStringLiteral("ro"), folder};
}

QString ScopedMount::unavailableReason()
{
    if (::geteuid() != 0)
        return QStringLiteral("mounting needs root");
    // Root in a container may still be refused: try once, with a tiny tmpfs.
    static const QString refused = [] {
        TempFolder probe;
        const QString error = runTool(QStringLiteral("mount"), tmpfs(64 * 1024) + QStringList{probe.path()});
        if (error.isEmpty())
            runTool(QStringLiteral("umount"), {probe.path()});
        return error.isEmpty() ? QString() : QStringLiteral("this system refuses mounts: ") + error;
    }();
    return refused;
}

} // namespace cm::test
