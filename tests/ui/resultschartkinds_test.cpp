// SPDX-License-Identifier: GPL-3.0-or-later
// The Results page offers every kind of the table of chart kinds, with
// the choices its entry asks for, and draws each.
#include "chart/chartkinds.h"
#include "results/resultspage.h"
#include "samplesession.h"
#include "widgetlookup.h"

#include <QChartView>
#include <QComboBox>

#include <gtest/gtest.h>

using namespace cm;
using test::namedChild;

TEST(ResultsChartKinds, EveryKindOfTheTableIsOfferedWithTheChoicesItNeeds)
{
    ResultsPage page;
    page.resize(1000, 700);
    page.show();
    page.setSession(test::sampleSessionWithTimelines(2));
    auto *kinds = namedChild<QComboBox>(page, "chartKindCombo");
    ASSERT_EQ(kinds->count(), qsizetype(chartKinds().size()));
    for (const ChartKindEntry &entry : chartKinds()) {
        SCOPED_TRACE(entry.name);
        const int index = kinds->findData(QLatin1String(entry.name));
        ASSERT_GE(index, 0);
        EXPECT_EQ(kinds->itemText(index), chartKindTitle(entry.kind));
        kinds->setCurrentIndex(index);
        EXPECT_EQ(page.chartKind(), entry.kind);
        EXPECT_EQ(namedChild<QComboBox>(page, "whiskersCombo")->isEnabled(), entry.takesWhiskers);
        EXPECT_EQ(namedChild<QComboBox>(page, "timelineCombo")->isVisible(),
                  entry.needs == ChartChoiceNeeded::DataSetAndOperation);
        EXPECT_EQ(namedChild<QComboBox>(page, "drivesDataSetCombo")->isVisible(),
                  entry.needs == ChartChoiceNeeded::DataSet);
        EXPECT_EQ(namedChild<QComboBox>(page, "driveOrderCombo")->isVisible(), entry.ordersDrives);
        QChart *chart = namedChild<QChartView>(page, "chartView")->chart();
        EXPECT_FALSE(chart->series().isEmpty());
    }
}
