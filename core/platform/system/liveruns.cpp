// SPDX-License-Identifier: GPL-3.0-or-later
#include "liveruns.h"

#include "util/visibletext.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <utility>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(LiveRuns)
};

constexpr qsizetype LongestField = 512; // characters of a name or path read from an entry

} // namespace

bool LiveRun::sharesWith(const LiveRun &other) const
{
    return (!drive.isEmpty() && drive == other.drive) || (!target.isEmpty() && target == other.target);
}

QString LiveRun::describe() const
{
    const QString since = QLocale().toString(started.toLocalTime().time(), QStringLiteral("HH:mm:ss"));
    if (label.isEmpty())
        return Text::tr("process %1, since %2").arg(QString::number(processId), since);
    return Text::tr("process %1, \"%2\", since %3").arg(QString::number(processId), visibleText(label), since);
}

QByteArray LiveRun::toJson() const
{
    const QJsonObject object{{QStringLiteral("processId"), processId},
                             {QStringLiteral("drive"), drive},
                             {QStringLiteral("target"), target},
                             {QStringLiteral("label"), label},
                             {QStringLiteral("started"), started.toUTC().toString(Qt::ISODate)}};
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

bool LiveRun::fromJson(const QByteArray &json, LiveRun *run)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return false;
    const QJsonObject object = document.object();
    const QJsonValue id = object.value(QStringLiteral("processId"));
    if (!id.isDouble() || id.toDouble() < 1 || id.toDouble() > 1e15)
        return false;
    run->processId = qint64(id.toDouble());
    run->drive = object.value(QStringLiteral("drive")).toString().left(LongestField);
    run->target = object.value(QStringLiteral("target")).toString().left(LongestField);
    run->label = object.value(QStringLiteral("label")).toString().left(LongestField);
    run->started = QDateTime::fromString(object.value(QStringLiteral("started")).toString(), Qt::ISODate);
    return true;
}

QString LiveRuns::folder()
{
    if (const QString chosen = qEnvironmentVariable("COMPRESSMARK_LIVE_RUNS"); !chosen.isEmpty())
        return chosen;
    return sharedFolder();
}

LiveRunEntry::~LiveRunEntry()
{
    leave();
}

LiveRunEntry::LiveRunEntry(LiveRunEntry &&other) noexcept
    : m_folder(std::move(other.m_folder))
    , m_name(std::move(other.m_name))
    , m_file(std::move(other.m_file))
{
}

LiveRunEntry &LiveRunEntry::operator=(LiveRunEntry &&other) noexcept
{
    if (this != &other) {
        leave();
        m_folder = std::move(other.m_folder);
        m_name = std::move(other.m_name);
        m_file = std::move(other.m_file);
    }
    return *this;
}

} // namespace cm
