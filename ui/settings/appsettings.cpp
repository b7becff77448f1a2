#include "appsettings.h"

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
