// SPDX-License-Identifier: GPL-3.0-or-later
#include "helperstandin.h"

#include <QFile>
#include <QStringList>

namespace cm::test {

HelperStandIn::HelperStandIn(const QString &folder, int successes, int refusal, const QString &refusalMessage)
    : m_program(folder + QStringLiteral("/helper-stand-in.sh"))
    , m_log(folder + QStringLiteral("/helper-calls.log"))
{
    QString script = QStringLiteral("#!/bin/sh\n"
                                    "echo \"$*\" >> '%1'\n"
                                    "if [ \"$(wc -l < '%1')\" -le %2 ]; then echo '{\"ok\":true}'; exit 0; fi\n"
                                    "echo '%3' >&2\n"
                                    "exit %4\n")
                         .arg(m_log, QString::number(successes), refusalMessage, QString::number(refusal));
    QFile file(m_program);
    if (file.open(QIODevice::WriteOnly)) {
        file.write(script.toUtf8());
        file.close();
        file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
                            | QFile::ReadOther | QFile::ExeOther);
    }
    // Whoever runs it (a test may run the program as another user) can log.
    QFile log(m_log);
    if (log.open(QIODevice::WriteOnly))
        log.setPermissions(log.permissions() | QFile::WriteOther | QFile::ReadOther);
}

QStringList HelperStandIn::calls() const
{
    QFile log(m_log);
    if (!log.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(log.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

ScopedEnvironment::ScopedEnvironment(const char *name, const QByteArray &value)
    : m_name(name)
    , m_hadValue(qEnvironmentVariableIsSet(name))
    , m_oldValue(qgetenv(name))
{
    qputenv(name, value);
}

ScopedEnvironment::~ScopedEnvironment()
{
    if (m_hadValue)
        qputenv(m_name, m_oldValue);
    else
        qunsetenv(m_name);
}

} // namespace cm::test
