// SPDX-License-Identifier: GPL-3.0-or-later
#include "appsettings.h"

#include "session/session.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace cm {
namespace {

const QString TargetKey = QStringLiteral("run/target");
const QString CopierKey = QStringLiteral("run/copier");
const QString RepetitionsKey = QStringLiteral("run/repetitions");
const QString AdaptiveKey = QStringLiteral("run/adaptiveRepetitions");
const QString CacheKey = QStringLiteral("run/cache");
const QString ThemeKey = QStringLiteral("window/theme");
const QString LanguageKey = QStringLiteral("window/language");
const QString RecentKey = QStringLiteral("window/recentSessions");
const QString ExportFolderKey = QStringLiteral("window/lastExportFolder");
const QString SessionFolderKey = QStringLiteral("window/lastSessionFolder");
const QString PlanGroup = QStringLiteral("lastPlan");

constexpr int FewestRepetitions = 1;
constexpr int MostRepetitions = 1000;

QString absolutePath(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

} // namespace

AppSettings::AppSettings()
    : m_settings(std::make_unique<QSettings>(QStringLiteral("CompressMark"), QStringLiteral("CompressMark")))
{
}

AppSettings::AppSettings(const QString &iniPath)
    : m_settings(std::make_unique<QSettings>(iniPath, QSettings::IniFormat))
{
}

AppSettings::~AppSettings() = default;

QString AppSettings::defaultTargetPath() const
{
    return m_settings->value(TargetKey).toString();
}

void AppSettings::setDefaultTargetPath(const QString &path)
{
    m_settings->setValue(TargetKey, path);
}

CopierChoice AppSettings::copier() const
{
    CopierChoice choice;
    QString error;
    if (!CopierChoice::parse(m_settings->value(CopierKey).toString(), &choice, &error))
        return CopierChoice();
    return choice;
}

void AppSettings::setCopier(const CopierChoice &copier)
{
    m_settings->setValue(CopierKey, copier.name());
}

int AppSettings::repetitions() const
{
    bool ok = false;
    const int repetitions = m_settings->value(RepetitionsKey).toInt(&ok);
    if (!ok)
        return Plan().repetitions;
    return std::clamp(repetitions, FewestRepetitions, MostRepetitions);
}

void AppSettings::setRepetitions(int repetitions)
{
    m_settings->setValue(RepetitionsKey, std::clamp(repetitions, FewestRepetitions, MostRepetitions));
}

bool AppSettings::adaptiveRepetitions() const
{
    return m_settings->value(AdaptiveKey, Plan().adaptiveRepetitions).toBool();
}

void AppSettings::setAdaptiveRepetitions(bool adaptive)
{
    m_settings->setValue(AdaptiveKey, adaptive);
}

std::optional<CacheMode> AppSettings::cacheMode() const
{
    CacheMode mode = CacheMode::Evict;
    if (!parseCacheMode(m_settings->value(CacheKey).toString(), &mode))
        return std::nullopt;
    return mode;
}

void AppSettings::setCacheMode(std::optional<CacheMode> mode)
{
    if (mode)
        m_settings->setValue(CacheKey, cacheModeName(*mode));
    else
        m_settings->remove(CacheKey);
}

AppTheme AppSettings::theme() const
{
    AppTheme theme = AppTheme::System;
    parseAppTheme(m_settings->value(ThemeKey).toString(), &theme);
    return theme;
}

void AppSettings::setTheme(AppTheme theme)
{
    m_settings->setValue(ThemeKey, appThemeName(theme));
}

AppLanguage AppSettings::language() const
{
    AppLanguage language = AppLanguage::System;
    parseAppLanguage(m_settings->value(LanguageKey).toString(), &language);
    return language;
}

void AppSettings::setLanguage(AppLanguage language)
{
    m_settings->setValue(LanguageKey, appLanguageCode(language));
}

QStringList AppSettings::recentSessions() const
{
    const QStringList stored = m_settings->value(RecentKey).toStringList();
    QStringList present;
    for (const QString &path : stored) {
        if (QFileInfo::exists(path) && !present.contains(path))
            present.append(path);
    }
    present = present.mid(0, RecentSessionsKept);
    if (present != stored)
        m_settings->setValue(RecentKey, present);
    return present;
}

void AppSettings::addRecentSession(const QString &path)
{
    const QString added = absolutePath(path);
    QStringList recent = recentSessions();
    recent.removeAll(added);
    recent.prepend(added);
    m_settings->setValue(RecentKey, recent.mid(0, RecentSessionsKept));
}

void AppSettings::clearRecentSessions()
{
    m_settings->remove(RecentKey);
}

std::optional<Plan> AppSettings::lastPlan() const
{
    if (!m_settings->childGroups().contains(PlanGroup))
        return std::nullopt;
    m_settings->beginGroup(PlanGroup);
    Plan plan;
    plan.sourcePath = m_settings->value(QStringLiteral("source")).toString();
    plan.targetPath = m_settings->value(QStringLiteral("target")).toString();
    plan.label = m_settings->value(QStringLiteral("label")).toString().left(SessionLimits::LabelCharacters);
    QList<DataSetSpec> dataSets;
    for (const QString &entry : m_settings->value(QStringLiteral("dataSets")).toStringList()) {
        // "kind=bytes"; a folder's kind holds its path, which may hold "=" too.
        const qsizetype split = entry.lastIndexOf(QLatin1Char('='));
        bool ok = false;
        const qint64 bytes = entry.mid(split + 1).toLongLong(&ok);
        if (split > 0 && ok && bytes > 0)
            dataSets.append(DataSetSpec{entry.left(split), bytes});
    }
    if (!dataSets.isEmpty())
        plan.dataSets = dataSets;
    plan.autoSize = m_settings->value(QStringLiteral("autoSize"), plan.autoSize).toBool();
    const double minRunSeconds = m_settings->value(QStringLiteral("minRunSeconds")).toDouble();
    if (minRunSeconds >= 0.1 && minRunSeconds <= 600.0)
        plan.minRunSeconds = minRunSeconds;
    QList<Operation> operations;
    for (const QString &name : m_settings->value(QStringLiteral("operations")).toStringList()) {
        if (const std::optional<Operation> operation = operationFromName(name))
            operations.append(*operation);
    }
    if (!operations.isEmpty())
        plan.operations = operations;
    QString error;
    CompressionChoice compression;
    if (CompressionChoice::parse(m_settings->value(QStringLiteral("compression")).toString(), &compression, &error))
        plan.compression = compression;
    CopierChoice copier;
    if (CopierChoice::parse(m_settings->value(QStringLiteral("copier")).toString(), &copier, &error))
        plan.copier = copier;
    plan.repetitions = std::clamp(m_settings->value(QStringLiteral("repetitions"), plan.repetitions).toInt(),
                                  FewestRepetitions, MostRepetitions);
    plan.adaptiveRepetitions = m_settings->value(QStringLiteral("adaptiveRepetitions"), false).toBool();
    parseCacheMode(m_settings->value(QStringLiteral("cache")).toString(), &plan.cacheMode);
    m_settings->endGroup();
    return plan;
}

void AppSettings::setLastPlan(const Plan &plan)
{
    m_settings->remove(PlanGroup);
    m_settings->beginGroup(PlanGroup);
    m_settings->setValue(QStringLiteral("source"), plan.sourcePath);
    m_settings->setValue(QStringLiteral("target"), plan.targetPath);
    m_settings->setValue(QStringLiteral("label"), plan.label);
    QStringList dataSets;
    for (const DataSetSpec &spec : plan.dataSets)
        dataSets.append(QStringLiteral("%1=%2").arg(spec.kind, QString::number(spec.bytes)));
    m_settings->setValue(QStringLiteral("dataSets"), dataSets);
    m_settings->setValue(QStringLiteral("autoSize"), plan.autoSize);
    m_settings->setValue(QStringLiteral("minRunSeconds"), plan.minRunSeconds);
    QStringList operations;
    for (const Operation operation : plan.operations)
        operations.append(operationName(operation));
    m_settings->setValue(QStringLiteral("operations"), operations);
    m_settings->setValue(QStringLiteral("compression"), plan.compression.name());
    m_settings->setValue(QStringLiteral("copier"), plan.copier.name());
    m_settings->setValue(QStringLiteral("repetitions"), plan.repetitions);
    m_settings->setValue(QStringLiteral("adaptiveRepetitions"), plan.adaptiveRepetitions);
    m_settings->setValue(QStringLiteral("cache"), cacheModeName(plan.cacheMode));
    m_settings->endGroup();
}

QString AppSettings::lastSessionFolder() const
{
    return m_settings->value(SessionFolderKey).toString();
}

void AppSettings::setLastSessionFolder(const QString &folder)
{
    m_settings->setValue(SessionFolderKey, absolutePath(folder));
}

QString AppSettings::lastExportFolder() const
{
    return m_settings->value(ExportFolderKey).toString();
}

void AppSettings::setLastExportFolder(const QString &folder)
{
    if (folder.isEmpty())
        m_settings->remove(ExportFolderKey);
    else
        m_settings->setValue(ExportFolderKey, absolutePath(folder));
}

bool AppSettings::sync()
{
    m_settings->sync();
    return m_settings->status() == QSettings::NoError;
}

} // namespace cm
