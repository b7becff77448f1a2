// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace cm::test {

// A small real program standing in for `pkexec compressmark-helper`
// (COMPRESSMARK_HELPER names it): it answers {"ok":true} to its first
// `successes` calls and then exits with `refusal` (126: the password was
// not given, 127: no polkit agent), writing `refusalMessage` on stderr.
// Every call's arguments go into a log, one line each. It never asks for
// a password and drops nothing. Lives in `folder`, which must outlive it.
class HelperStandIn
{
public:
    HelperStandIn(const QString &folder, int successes, int refusal,
                  const QString &refusalMessage = QStringLiteral("Error executing command as another user: "
                                                                 "Not authorized"));

    const QString &program() const { return m_program; }
    // The arguments of every call so far, one line each.
    QStringList calls() const;

private:
    QString m_program;
    QString m_log;
};

// Sets an environment variable for the life of the object, and puts the
// old value (or its absence) back.
class ScopedEnvironment
{
public:
    ScopedEnvironment(const char *name, const QByteArray &value);
    ~ScopedEnvironment();
    ScopedEnvironment(const ScopedEnvironment &) = delete;
    ScopedEnvironment &operator=(const ScopedEnvironment &) = delete;

private:
    const char *m_name;
    bool m_hadValue;
    QByteArray m_oldValue;
};

} // namespace cm::test
