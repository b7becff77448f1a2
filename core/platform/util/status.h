// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace cm {

// The outcome of an operation that can fail: success, or a user-facing
// message saying what went wrong and where. A failure dropped unread is a
// bug: a caller that means to drop one says so with static_cast<void>.
class [[nodiscard]] Status
{
public:
    static Status ok() { return Status(); }
    static Status failure(const QString &message) { return Status(message); }
    // What a step returns when the run was cancelled: the one word callers test for.
    static Status cancelled() { return Status(QStringLiteral("cancelled")); }

    bool isOk() const { return m_message.isEmpty(); }
    explicit operator bool() const { return isOk(); }
    const QString &message() const { return m_message; }

private:
    Status() = default;
    explicit Status(const QString &message)
        : m_message(message.isEmpty() ? QStringLiteral("unknown error") : message)
    {
    }

    QString m_message;
};

// "open /x/y: No such file or directory" from the current errno.
QString errnoMessage(const QString &what, const QString &path);

} // namespace cm
