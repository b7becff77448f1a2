// SPDX-License-Identifier: GPL-3.0-or-later
// The window starts where it was left: the Setup page's plan is kept when
// the window closes (and when a run starts) and shown again at the next start.
#include "settings/appsettings.h"
#include "window/mainwindow.h"
#include "widgetlookup.h"

#include <QLineEdit>
#include <QSettings>

#include <gtest/gtest.h>

using namespace cm;
using test::namedChild;

TEST(PlanMemory, TheNextWindowShowsThePlanTheLastOneClosedWith)
{
    QSettings(QStringLiteral("CompressMark"), QStringLiteral("CompressMark"))
        .clear(); // this process's own settings folder (testmain)
    {
        MainWindow window;
        window.show();
        namedChild<QLineEdit>(window, "labelEdit")->setText(QStringLiteral("Remembered SSD"));
        ASSERT_TRUE(window.close());
    }
    ASSERT_TRUE(AppSettings().lastPlan().has_value());
    EXPECT_EQ(AppSettings().lastPlan()->label, QStringLiteral("Remembered SSD"));
    MainWindow next;
    EXPECT_EQ(namedChild<QLineEdit>(next, "labelEdit")->text(), QStringLiteral("Remembered SSD"));
    QSettings(QStringLiteral("CompressMark"), QStringLiteral("CompressMark"))
        .clear(); // this process's own settings folder (testmain)
}
