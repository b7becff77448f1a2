// SPDX-License-Identifier: GPL-3.0-or-later
// What compression costs the CPU: every table a reader pastes, and the web
// page's, carries each result's CPU seconds per GB beside its speed.
#include "publish/webtable.h"
#include "report/tableexport.h"
#include "samplesession.h"

#include <gtest/gtest.h>

using namespace cm;

TEST(CpuCost, EveryTableAndTheWebPageSayTheCpuSecondsPerGB)
{
    Session session = test::sampleSession(1);
    // The sample's runs read 10^8 bytes; 0.25 + 1.25 CPU seconds a run: 15 s per GB.
    for (ResultRecord &result : session.drives[0].results) {
        for (RunRecord &run : result.runs) {
            run.cpuUserSeconds = 0.25;
            run.cpuSystemSeconds = 1.25;
        }
    }
    for (const TableFormat format : {TableFormat::Markdown, TableFormat::Html, TableFormat::BBCode}) {
        const QString table = formatTable(session, format);
        EXPECT_TRUE(table.contains(QStringLiteral("CPU s/GB"))) << table.toStdString();
        EXPECT_TRUE(table.contains(QStringLiteral("15.00"))) << table.toStdString();
    }
    EXPECT_TRUE(formatTable(session, TableFormat::Csv).contains(QStringLiteral(",15.0000"))) << "to four decimals";
    const QString web = webResultsTable(session);
    EXPECT_TRUE(web.contains(QStringLiteral("CPU seconds per GB (user + system)"))) << web.toStdString();
    EXPECT_TRUE(web.contains(QStringLiteral("data-sort=\"15\">15.00</td>")))
        << "sorted by its number: " << web.toStdString();
}

TEST(CpuCost, ARunWithoutCpuTimeLeavesTheCellEmptyNotZero)
{
    Session session = test::sampleSession(1);
    for (ResultRecord &result : session.drives[0].results) {
        for (RunRecord &run : result.runs)
            run.cpuUserSeconds = run.cpuSystemSeconds = 0.0;
    }
    const QString web = webResultsTable(session);
    EXPECT_FALSE(web.contains(QStringLiteral(">0.00</td>"))) << web.toStdString();
    EXPECT_FALSE(formatTable(session, TableFormat::Markdown).contains(QStringLiteral("| 0.00 |")));
}
