// SPDX-License-Identifier: GPL-3.0-or-later
#include "chart/displaynames.h"
#include "settings/appsettings.h"
#include "settings/settingsdialog.h"
#include "tempfolders.h"
#include "widgetlookup.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>

#include <gtest/gtest.h>

using namespace cm;
using test::namedChild;

namespace {

const QStringList RamDisks{QStringLiteral("/dev/shm"), QStringLiteral("/mnt/ramdisk")};

void selectData(QComboBox *box, const QString &data)
{
    const int index = box->findData(data);
    ASSERT_GE(index, 0) << data.toStdString();
    box->setCurrentIndex(index);
}

} // namespace

TEST(SettingsDialog, ShowsTheSettingsAndWritesWhatIsChosen)
{
    test::TempFolder folder;
    const QString ini = folder.filePath(QStringLiteral("settings.ini"));
    {
        AppSettings settings(ini);
        settings.setDefaultTargetPath(QStringLiteral("/mnt/ramdisk"));
        settings.setRepetitions(7);
        settings.setTheme(AppTheme::Light);
    }
    AppSettings settings(ini);
    SettingsDialog dialog(&settings, RamDisks);
    auto *target = namedChild<QComboBox>(dialog, "targetCombo");
    EXPECT_EQ(target->currentData().toString(), QStringLiteral("/mnt/ramdisk"));
    EXPECT_EQ(target->count(), 1 + RamDisks.size()) << "automatic, then the RAM disks passed in";
    EXPECT_EQ(namedChild<QSpinBox>(dialog, "repetitionsSpin")->value(), 7);
    EXPECT_EQ(namedChild<QComboBox>(dialog, "themeCombo")->currentData().toString(), QStringLiteral("light"));
    EXPECT_FALSE(namedChild<QLabel>(dialog, "languageNote")->text().isEmpty());

    selectData(target, QStringLiteral("/dev/shm"));
    selectData(namedChild<QComboBox>(dialog, "copierCombo"), QStringLiteral("kernel"));
    namedChild<QSpinBox>(dialog, "repetitionsSpin")->setValue(9);
    namedChild<QCheckBox>(dialog, "adaptiveCheck")->setChecked(true);
    selectData(namedChild<QComboBox>(dialog, "cacheCombo"), QStringLiteral("direct"));
    selectData(namedChild<QComboBox>(dialog, "themeCombo"), QStringLiteral("dark"));
    selectData(namedChild<QComboBox>(dialog, "languageCombo"), QStringLiteral("ru"));
    dialog.accept();

    const AppSettings reread(ini);
    EXPECT_EQ(reread.defaultTargetPath(), QStringLiteral("/dev/shm"));
    EXPECT_EQ(reread.copier().kind, CopierChoice::Kind::Kernel);
    EXPECT_EQ(reread.repetitions(), 9);
    EXPECT_TRUE(reread.adaptiveRepetitions());
    EXPECT_EQ(reread.cacheMode(), CacheMode::Direct);
    EXPECT_EQ(reread.theme(), AppTheme::Dark);
    EXPECT_EQ(reread.language(), AppLanguage::Russian);
}

TEST(SettingsDialog, CancelWritesNothing)
{
    test::TempFolder folder;
    const QString ini = folder.filePath(QStringLiteral("settings.ini"));
    AppSettings settings(ini);
    SettingsDialog dialog(&settings, RamDisks);
    namedChild<QSpinBox>(dialog, "repetitionsSpin")->setValue(42);
    dialog.reject();
    EXPECT_EQ(AppSettings(ini).repetitions(), Plan().repetitions);
}

TEST(SettingsDialog, KeepsStoredChoicesThatItDoesNotList)
{
    test::TempFolder folder;
    const QString ini = folder.filePath(QStringLiteral("settings.ini"));
    AppSettings settings(ini);
    settings.setDefaultTargetPath(QStringLiteral("/mnt/unplugged"));
    CopierChoice external;
    QString error;
    ASSERT_TRUE(CopierChoice::parse(QStringLiteral("external:cp -rp"), &external, &error));
    settings.setCopier(external);

    SettingsDialog dialog(&settings, RamDisks);
    EXPECT_EQ(namedChild<QComboBox>(dialog, "targetCombo")->currentData().toString(), QStringLiteral("/mnt/unplugged"));
    dialog.accept();
    const AppSettings reread(ini);
    EXPECT_EQ(reread.defaultTargetPath(), QStringLiteral("/mnt/unplugged"));
    EXPECT_EQ(reread.copier().name(), QStringLiteral("external:cp -rp"));
}

// The defaults read as the Setup page's choices they fill in, each whole:
// the same words, and every combo as wide as its longest choice, in
// Russian too.
TEST(SettingsDialog, SpeaksTheSetupPagesWordsAndCutsNoChoice)
{
    test::TempFolder folder;
    AppSettings settings(folder.filePath(QStringLiteral("settings.ini")));
    SettingsDialog dialog(&settings, RamDisks);
    dialog.show();
    auto *copier = namedChild<QComboBox>(dialog, "copierCombo");
    EXPECT_EQ(copier->itemText(copier->findData(QStringLiteral("serial"))), copierTitle(CopierChoice::Kind::Serial));
    auto *cache = namedChild<QComboBox>(dialog, "cacheCombo");
    EXPECT_EQ(cache->itemText(cache->findData(cacheModeName(CacheMode::Evict))), cacheModeTitle(CacheMode::Evict));
    EXPECT_EQ(namedChild<QCheckBox>(dialog, "adaptiveCheck")->text(),
              QStringLiteral("until precise (at most this many)"));
    for (QComboBox *box : dialog.findChildren<QComboBox *>()) {
        for (int i = 0; i < box->count(); ++i)
            EXPECT_GE(box->width(), box->fontMetrics().horizontalAdvance(box->itemText(i)))
                << box->objectName().toStdString() << ": " << box->itemText(i).toStdString();
    }
}
