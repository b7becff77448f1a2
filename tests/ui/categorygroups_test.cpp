// SPDX-License-Identifier: GPL-3.0-or-later
// The device chart of several drives names each drive once, in a row of its
// own under the names of its data sets, where the chart of the articles'
// four data sets on six drives had said each long name four times.
#include "chart/barchart.h"
#include "chart/chartdata.h"
#include "chart/chartexport.h"
#include "charttexts.h"
#include "languagetest.h"
#include "samplesession.h"

#include <QChart>

#include <gtest/gtest.h>

#include <memory>
#include <string>

using namespace cm;
using test::isCut;
using test::ShownText;
using test::textsAsDrawn;
using test::withoutSpaces;

namespace {

class CategoryGroups : public test::LanguageTest
{
};

Session sessionNamed(const QStringList &names)
{
    Session session = test::sampleSession(int(names.size()));
    for (qsizetype d = 0; d < names.size(); ++d)
        session.drives[d].label = names[d];
    return session;
}

const QStringList OwnersNames{QStringLiteral("Samsung SSD 990 PRO 2TB (btrfs, zstd:3, mounted at /mnt/data)"),
                              QStringLiteral("WD Black SN850X 1TB NVMe (btrfs, zstd:1, mounted at /srv/games)"),
                              QStringLiteral("Crucial MX500 500GB SATA SSD (btrfs, lzo, mounted at /home)")};

int occurrences(const QString &text, const QString &part)
{
    return int(text.count(part));
}

} // namespace

INSTANTIATE_TEST_SUITE_P(Languages, CategoryGroups, ::testing::Values("en", "ru", "zh_CN"));

TEST_P(CategoryGroups, EachDriveIsNamedOnceBelowItsDataSets)
{
    const ChartData data = deviceChartData(sessionNamed(OwnersNames));
    ASSERT_EQ(data.categoryGroups.size(), OwnersNames.size());
    for (const QSize size : {QSize(1600, 900), QSize(960, 540), QSize(800, 450)}) {
        const std::unique_ptr<QChart> chart(buildChart(data));
        const std::string where
            = std::to_string(size.width()) + "x" + std::to_string(size.height()) + ", " + GetParam();
        const QList<ShownText> texts = textsAsDrawn(chart.get(), size);
        QString everything;
        qreal namesBottom = 0.0;
        int dataSetNames = 0;
        for (const ShownText &text : texts) {
            EXPECT_FALSE(isCut(text.text)) << where << ": \"" << text.text.toStdString() << "\"";
            everything += withoutSpaces(text.text);
            if (data.categoryLabels.contains(text.text)) {
                ++dataSetNames;
                namesBottom = std::max(namesBottom, text.box.bottom());
            }
        }
        EXPECT_EQ(dataSetNames, data.categories.size()) << where;
        for (const ChartData::CategoryGroup &group : data.categoryGroups) {
            EXPECT_EQ(occurrences(everything, withoutSpaces(group.name)), 1)
                << where << ": " << group.name.toStdString();
            // Below the names of the data sets, not among them.
            for (const ShownText &text : texts) {
                if (withoutSpaces(text.text).contains(withoutSpaces(group.name))) {
                    EXPECT_GE(text.box.top(), namesBottom - 1.0) << where << ": " << group.name.toStdString();
                }
            }
        }
    }
}

// Twenty drives of two data sets, their names one long word, 800 pixels
// wide: too narrow for a row of drives, each data set says its drive
// instead, every one of the forty drawn (turned, in a smaller font where
// not even one line would fit beside the next), none cut.
TEST_P(CategoryGroups, ANameWithAWordWiderThanItsRunIsSaidWithEachDataSet)
{
    QStringList names;
    for (int d = 0; d < 20; ++d)
        names << QStringLiteral("Drive-%1-of-the-long-hyphenated-array-name").arg(d + 1);
    const ChartData data = deviceChartData(sessionNamed(names));
    const std::unique_ptr<QChart> chart(buildChart(data));
    QString everything;
    for (const ShownText &text : textsAsDrawn(chart.get(), QSize(800, 450))) {
        EXPECT_FALSE(isCut(text.text)) << GetParam() << ": \"" << text.text.toStdString() << "\"";
        everything += withoutSpaces(text.text);
    }
    for (const QString &name : names) {
        for (const QString &dataSet : {data.categoryLabels[0], data.categoryLabels[1]})
            EXPECT_EQ(occurrences(everything, withoutSpaces(name + QStringLiteral(": ") + dataSet)), 1)
                << GetParam() << ": " << name.toStdString();
    }
}

// A reader who cannot see the chart hears each data set with its drive, and
// the value axis' unit alone as the values.
TEST(CategoryGroups, TheAltTextSaysEachDataSetWithItsDrive)
{
    const std::unique_ptr<QChart> chart(buildChart(deviceChartData(sessionNamed(OwnersNames))));
    (void)textsAsDrawn(chart.get(), QSize(1600, 900));
    const QString alt = chartAltText(chart.get());
    EXPECT_TRUE(alt.contains(QStringLiteral("Values: MiB."))) << alt.toStdString();
    EXPECT_TRUE(alt.contains(OwnersNames[1] + QStringLiteral(": Books"))) << alt.toStdString();
    EXPECT_TRUE(alt.contains(OwnersNames[2] + QStringLiteral(": Photos"))) << alt.toStdString();
}
