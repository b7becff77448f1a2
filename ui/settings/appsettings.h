// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/copierchoice.h"
#include "plan/plan.h"
#include "settings/applanguage.h"
#include "settings/apptheme.h"

#include <QSettings>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace cm {

// The user's choices that outlive a session of the window, typed. A value
// missing or not understood reads as its default.
class AppSettings
{
public:
    static constexpr int RecentSessionsKept = 10;

    // The user's settings (organization and application "CompressMark").
    AppSettings();
    // The settings in an INI file of their own, e.g. for a portable set-up.
    explicit AppSettings(const QString &iniPath);
    ~AppSettings();
    AppSettings(const AppSettings &) = delete;
    AppSettings &operator=(const AppSettings &) = delete;

    // The RAM disk runs copy to; empty for the first RAM disk with room.
    QString defaultTargetPath() const;
    void setDefaultTargetPath(const QString &path);

    CopierChoice copier() const;
    void setCopier(const CopierChoice &copier);

    int repetitions() const; // 1 to 1000
    void setRepetitions(int repetitions);
    bool adaptiveRepetitions() const;
    void setAdaptiveRepetitions(bool adaptive);

    // Empty for the strongest mode the process may use when a run starts.
    std::optional<CacheMode> cacheMode() const;
    void setCacheMode(std::optional<CacheMode> mode);

    AppTheme theme() const;
    void setTheme(AppTheme theme);

    // Applies at the next start of the window.
    AppLanguage language() const;
    void setLanguage(AppLanguage language);

    // Session files opened or saved, the most recent first, at most
    // RecentSessionsKept, each once. Files that are gone are left out (and
    // forgotten) when the list is read.
    QStringList recentSessions() const;
    void addRecentSession(const QString &path);
    void clearRecentSessions();

    // The Setup page's plan when a run last started or the window last
    // closed: drive folder, target, label, data sets and sizes, operations,
    // compression, copier, repetitions and cache mode. Empty when none was
    // kept; a part not understood reads as the default plan's.
    std::optional<Plan> lastPlan() const;
    void setLastPlan(const Plan &plan);

    // The folder of the session file last chosen in a file dialog (open,
    // add or save); empty when none was.
    QString lastSessionFolder() const;
    void setLastSessionFolder(const QString &folder);

    // Where the export dialog opens; empty for the home folder.
    QString lastExportFolder() const;
    void setLastExportFolder(const QString &folder);

    // Writes pending changes; false when the settings file cannot be written.
    bool sync();

private:
    std::unique_ptr<QSettings> m_settings;
};

} // namespace cm
