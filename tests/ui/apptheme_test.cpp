#include "settings/apptheme.h"

#include <QApplication>
#include <QPushButton>
#include <QStyle>

#include <gtest/gtest.h>

using namespace cm;

// Gives the application back its own look after each test.
class AppThemeTest : public ::testing::Test
{
protected:
    void TearDown() override { applyAppTheme(AppTheme::System); }
};

TEST_F(AppThemeTest, DarkGivesTheApplicationAndItsWidgetsADarkPalette)
{
    const QColor systemWindow = QApplication::palette().color(QPalette::Window);
    ASSERT_FALSE(isDarkPalette(QApplication::palette())) << "the offscreen platform starts light";

    applyAppTheme(AppTheme::Dark);
    EXPECT_TRUE(isDarkPalette(QApplication::palette()));
    EXPECT_EQ(QApplication::palette().color(QPalette::Window), darkPalette().color(QPalette::Window));
    EXPECT_EQ(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
    QPushButton button(QStringLiteral("a widget made after the change"));
    EXPECT_TRUE(isDarkPalette(button.palette()));
    EXPECT_EQ(chartThemeFor(AppTheme::Dark), ChartTheme::Dark);
    EXPECT_EQ(chartThemeFor(AppTheme::System), ChartTheme::Dark) << "System follows the palette in use";

    applyAppTheme(AppTheme::System);
    EXPECT_EQ(QApplication::palette().color(QPalette::Window), systemWindow);
    EXPECT_EQ(chartThemeFor(AppTheme::System), ChartTheme::Light);
}

TEST_F(AppThemeTest, LightIsFusionWithALightPalette)
{
    applyAppTheme(AppTheme::Dark);
    applyAppTheme(AppTheme::Light);
    EXPECT_FALSE(isDarkPalette(QApplication::palette()));
    EXPECT_EQ(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
    EXPECT_EQ(chartThemeFor(AppTheme::Light), ChartTheme::Light);
}

TEST(AppThemeNames, RoundTrip)
{
    for (AppTheme theme : {AppTheme::System, AppTheme::Light, AppTheme::Dark}) {
        AppTheme parsed = AppTheme::System;
        EXPECT_TRUE(parseAppTheme(appThemeName(theme), &parsed));
        EXPECT_EQ(parsed, theme);
    }
    AppTheme untouched = AppTheme::Light;
    EXPECT_FALSE(parseAppTheme(QStringLiteral("purple"), &untouched));
    EXPECT_EQ(untouched, AppTheme::Light);
}
