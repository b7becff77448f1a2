// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/apptheme.h"

#include <QApplication>
#include <QCheckBox>
#include <QImage>
#include <QProxyStyle>
#include <QPushButton>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionButton>
#include <QStyleOptionSlider>

#include <algorithm>
#include <cstdlib>
#include <string>

#include <gtest/gtest.h>

using namespace cm;

// The style in use, or the one a proxy style draws with.
QString styleName()
{
    QStyle *style = QApplication::style();
    if (auto *proxy = qobject_cast<QProxyStyle *>(style))
        style = proxy->baseStyle();
    return style->name().toLower();
}

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
    EXPECT_EQ(styleName(), QStringLiteral("fusion"));
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
    EXPECT_EQ(styleName(), QStringLiteral("fusion"));
    EXPECT_EQ(chartThemeFor(AppTheme::Light), ChartTheme::Light);
}

// An unticked box stands out from the dark window: its frame is drawn
// lighter than the window around it.
TEST_F(AppThemeTest, AnUntickedBoxIsVisibleInTheDarkTheme)
{
    applyAppTheme(AppTheme::Dark);
    QCheckBox box(QStringLiteral("Small files"));
    box.setChecked(false);
    box.resize(box.sizeHint());
    const QImage image = box.grab().toImage();
    QStyleOptionButton option;
    option.initFrom(&box);
    const QRect indicator = box.style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, &box);
    const int window = box.palette().color(QPalette::Window).lightness();
    int brightest = 0;
    for (int y = indicator.top(); y <= indicator.bottom(); ++y)
        for (int x = indicator.left(); x <= indicator.right(); ++x)
            brightest = std::max(brightest, QColor(image.pixel(x, y)).lightness());
    EXPECT_GT(brightest, window + 60) << "window " << window << ", brightest of the box " << brightest;
}

// The mean lightness of `image` within `area`.
int meanLightness(const QImage &image, const QRect &area)
{
    qint64 sum = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            sum += QColor(image.pixel(x, y)).lightness();
    return int(sum / std::max<qint64>(1, qint64(area.width()) * area.height()));
}

// A scroll bar's handle stands out from its groove in every theme, at the
// start: a long handle on the left, never read as a short one on the right
// (the groove beside it the part that looks like a handle).
TEST_F(AppThemeTest, AScrollBarsHandleStandsOutFromItsGrooveInEveryTheme)
{
    for (const AppTheme theme : {AppTheme::Light, AppTheme::Dark, AppTheme::System}) {
        applyAppTheme(theme);
        const std::string name = appThemeName(theme).toStdString();
        QScrollBar bar(Qt::Horizontal);
        bar.setRange(0, 20);
        bar.setPageStep(80);
        bar.resize(400, bar.sizeHint().height());
        const QImage image = bar.grab().toImage();
        QStyleOptionSlider option;
        option.initFrom(&bar);
        option.orientation = Qt::Horizontal;
        option.minimum = bar.minimum();
        option.maximum = bar.maximum();
        option.sliderPosition = bar.value();
        option.sliderValue = bar.value();
        option.pageStep = bar.pageStep();
        option.singleStep = bar.singleStep();
        option.subControls = QStyle::SC_All;
        const QRect handle
            = bar.style()->subControlRect(QStyle::CC_ScrollBar, &option, QStyle::SC_ScrollBarSlider, &bar);
        const QRect groove
            = bar.style()->subControlRect(QStyle::CC_ScrollBar, &option, QStyle::SC_ScrollBarGroove, &bar);
        ASSERT_EQ(handle.left(), groove.left()) << name << ": at the start, the handle is on the left";
        const QRect beside(handle.right() + 3, groove.top() + 3, groove.right() - handle.right() - 6,
                           groove.height() - 6);
        ASSERT_GT(beside.width(), 4) << name;
        const int window = bar.palette().color(QPalette::Window).lightness();
        const int handleLightness = meanLightness(image, handle.adjusted(3, 3, -3, -3));
        const int grooveLightness = meanLightness(image, beside);
        EXPECT_GT(std::abs(handleLightness - window), std::abs(grooveLightness - window) + 25)
            << name << ": window " << window << ", handle " << handleLightness << ", groove " << grooveLightness;
    }
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
