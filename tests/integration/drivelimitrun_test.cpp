// SPDX-License-Identifier: GPL-3.0-or-later
// The drive's own limits asked for by name on the command line, and what a
// run then says of the results set against them.
#include "programrun.h"
#include "tempfolders.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace cm;
using test::readJson;
using test::runProgram;
using Result = test::ProgramResult;

// A big-file read beside the drive's own sequential read, named in --ops:
// the summary says how near the read came to it.
TEST(DriveLimitRun, ABigFileReadIsSetAgainstTheDrivesSequentialReadNamedBesideIt)
{
    test::TempFolder source;
    test::RamFolder target;
    CM_SKIP_WITHOUT_RAM_DISK(target);
    test::TempFolder results;
    const QString session = results.filePath(QStringLiteral("limit.cmsession.json"));
    const QStringList plan = QStringLiteral("run --datasets image --size 8M --reps 3 --ops read,sequential-direct "
                                            "--compression none --cache evict")
                                 .split(QLatin1Char(' '));
    const Result result
        = runProgram(plan
                     + QStringList{QStringLiteral("--source"), source.path(), QStringLiteral("--target"), target.path(),
                                   QStringLiteral("--out"), session, QStringLiteral("--chart"),
                                   results.filePath(QStringLiteral("limit.png"))});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(
        QRegularExpression(QStringLiteral("image plain read reached [0-9,]+ % of a direct sequential read"))))
        << result.out.toStdString();
    QStringList operations;
    for (const QJsonValue &measured :
         readJson(session)[QStringLiteral("drives")][0][QStringLiteral("results")].toArray())
        operations << measured[QStringLiteral("operation")].toString();
    EXPECT_EQ(operations, (QStringList{QStringLiteral("read"), QStringLiteral("sequential-direct")}));
    EXPECT_EQ(test::countEntries(source.path()), 0);
}
