// SPDX-License-Identifier: GPL-3.0-or-later
// `compressmark run --compare`: a reader's drive measured with a published
// session's plan, by the real program on a real disk folder and tmpfs.
#include "programrun.h"
#include "samplesession.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "tempfolders.h"

#include <QFile>
#include <QImage>

#include <gtest/gtest.h>

using namespace cm;
using Result = test::ProgramResult;
using test::runProgram;

namespace {

// A session someone published: one book data set of 4 MiB, seed 7, three
// repetitions of reads, plain only, on another kernel and filesystem.
Session publishedSession()
{
    Session session = test::sampleSession(1);
    session.machine.kernel = QStringLiteral("linux 5.10.0-published");
    DriveRecord &drive = session.drives[0];
    drive.source.filesystem = QStringLiteral("xfs");
    drive.compression = CompressionRecord{CompressionMethod::None, QString(), QString()};
    drive.plan.compression.method = CompressionMethod::None;
    drive.plan.operations = {Operation::Read};
    drive.dataSets.resize(1);
    drive.dataSets[0].manifest.bytes = 4 * 1024 * 1024;
    drive.dataSets[0].manifest.seed = 7;
    drive.dataSets[0].compressed.reset();
    QList<ResultRecord> reads;
    for (const ResultRecord &result : drive.results) {
        if (result.dataSet == QLatin1String("books") && result.variant == Variant::Plain)
            reads.append(result);
    }
    drive.results = reads;
    return session;
}

class CompareRun : public ::testing::Test
{
protected:
    QString publish(const Session &session)
    {
        const QString path = results.filePath(QStringLiteral("published.cmsession.json"));
        EXPECT_TRUE(saveSession(session, path));
        return path;
    }

    Result runComparing(const QString &published, const QStringList &more = {})
    {
        return runProgram(QStringList{QStringLiteral("run"), QStringLiteral("--compare"), published,
                                      QStringLiteral("--source"), source.path(), QStringLiteral("--target"),
                                      target.path(), QStringLiteral("--out"), mine(), QStringLiteral("--quiet")}
                          + more);
    }

    QString mine() const { return results.filePath(QStringLiteral("mine.cmsession.json")); }

    test::TempFolder source;
    test::RamFolder target;
    test::TempFolder results;
};

void expectBadUsage(const Result &result, const QString &saying)
{
    EXPECT_EQ(result.exitCode, 2) << result.out.toStdString();
    test::expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(saying)) << result.err.toStdString();
}

} // namespace

TEST_F(CompareRun, MeasuresWithThePublishedPlanAndSaysWhatDiffers)
{
    const Result result = runComparing(publish(publishedSession()));
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    Session measured;
    ASSERT_TRUE(loadSession(mine(), &measured));
    ASSERT_EQ(measured.drives.size(), 1);
    const DriveRecord &drive = measured.drives[0];
    ASSERT_EQ(drive.dataSets.size(), 1);
    EXPECT_EQ(drive.dataSets[0].manifest.kind, QStringLiteral("books"));
    EXPECT_EQ(drive.dataSets[0].manifest.bytes, 4 * 1024 * 1024);
    EXPECT_EQ(drive.dataSets[0].manifest.seed, 7u);
    EXPECT_EQ(drive.plan.repetitions, 3);
    EXPECT_EQ(drive.source.path, source.path());
    EXPECT_TRUE(result.out.contains(QStringLiteral("Compared with published.cmsession.json (Disk A):")))
        << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("  books read, plain: "))) << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("  kernel: linux 5.10.0-published published, ")))
        << result.out.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("  filesystem: xfs published, "))) << result.out.toStdString();
    EXPECT_FALSE(result.out.contains(QStringLiteral("  data set books:"))) << "the same data set is not a difference";
    const QString chart = results.filePath(QStringLiteral("mine-compare.png"));
    EXPECT_TRUE(result.out.contains(QStringLiteral("Chart of both: ") + chart)) << result.out.toStdString();
    EXPECT_EQ(QImage(chart).size(), QSize(1600, 900));
}

TEST_F(CompareRun, AFileDoesNotChooseWhatRunsOrTheRestOfThePlan)
{
    Session external = publishedSession();
    QString error;
    ASSERT_TRUE(
        CopierChoice::parse(QStringLiteral("external:touch /tmp/owned"), &external.drives[0].plan.copier, &error));
    expectBadUsage(runComparing(publish(external)), QStringLiteral("copied with another program"));

    Session folder = publishedSession();
    folder.drives[0].dataSets[0].manifest.kind = QStringLiteral("folder:/home/author/photos");
    expectBadUsage(runComparing(publish(folder)), QStringLiteral("the author's own folder"));

    expectBadUsage(runComparing(publish(publishedSession()), {QStringLiteral("--reps"), QStringLiteral("9")}),
                   QStringLiteral("--reps cannot change it"));

    QFile damaged(results.filePath(QStringLiteral("published.cmsession.json")));
    ASSERT_TRUE(damaged.open(QIODevice::WriteOnly | QIODevice::Truncate));
    damaged.write("{\"format\": \"compressmark-session\", \"version\": 1, \"drives\": [");
    damaged.close();
    const Result result = runComparing(damaged.fileName());
    EXPECT_EQ(result.exitCode, 2);
    test::expectOneErrorLine(result);
    EXPECT_FALSE(QFile::exists(mine()));
}
