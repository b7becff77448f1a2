// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "tempfolders.h"

#include <QString>
#include <QStringList>

#include <gtest/gtest.h>

namespace cm::test {

// faultfs (tests/support/faultfs) mounted over a real folder in a new,
// uniquely named folder, and unmounted when the object goes, on every path
// out of a test. Faults are faultfs's options, e.g. {"--match", "big",
// "--eio-after", "1048576"}.
class FaultMount
{
public:
    FaultMount(const QString &backing, const QStringList &faultOptions);
    ~FaultMount();
    FaultMount(const FaultMount &) = delete;
    FaultMount &operator=(const FaultMount &) = delete;

    bool isMounted() const { return m_mounted; }
    // Why it could not be mounted, for the test's skip message.
    const QString &error() const { return m_error; }
    const QString &path() const { return m_mountPoint.path(); }
    QString filePath(const QString &name) const { return m_mountPoint.filePath(name); }

    // Empty when FUSE can be used here; otherwise why not.
    static QString unavailableReason();

private:
    TempFolder m_mountPoint;
    bool m_mounted = false;
    QString m_error;
};

} // namespace cm::test

// Skips the current test, saying why, where FUSE cannot be used.
#define CM_SKIP_WITHOUT_FUSE()                                                                                         \
    do {                                                                                                               \
        if (const QString why = cm::test::FaultMount::unavailableReason(); !why.isEmpty()) {                           \
            GTEST_SKIP() << why.toStdString();                                                                         \
        }                                                                                                              \
    } while (false)
