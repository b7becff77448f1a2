// SPDX-License-Identifier: GPL-3.0-or-later
#include "report/resultflags.h"
#include "results/resultstablemodel.h"
#include "samplesession.h"

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QLocale>
#include <QSortFilterProxyModel>

#include <gtest/gtest.h>

using namespace cm;

namespace {

using Model = ResultsTableModel;

// The row of `dataSet` `variant` of drive `drive`, -1 when there is none.
int rowOf(const Model &model, const QString &drive, const QString &dataSet, Variant variant)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        const SummaryRow &r = model.row(row);
        if (r.drive == drive && r.dataSet == dataSet && r.variant == variant)
            return row;
    }
    return -1;
}

QString cell(const QAbstractItemModel &model, int row, int column, int role = Qt::DisplayRole)
{
    return model.data(model.index(row, column), role).toString();
}

// Drive A with a run that was not cold (photos plain), a target that was
// slower than the drive (photos compressed); books vary a lot already.
Session flaggedSession()
{
    Session session = test::sampleSession(2);
    DriveRecord &drive = session.drives[0];
    drive.results[2].runs[0].cold = false;
    drive.results[2].runs[0].residentBeforeFraction = 0.4;
    drive.targetWriteMBps = 110.0;
    drive.results[3].targetSlower = true;
    return session;
}

} // namespace

TEST(ResultsTableModel, PassesTheModelTesterThroughResets)
{
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_EQ(model.rowCount(), 0);
    model.setSession(test::sampleSession(2));
    EXPECT_EQ(model.rowCount(), 8);
    EXPECT_EQ(model.columnCount(), int(Model::ColumnCount));
    model.setSession(flaggedSession());
    EXPECT_EQ(model.rowCount(), 8);
    model.setSession(test::sampleSession(1));
    EXPECT_EQ(model.rowCount(), 4);
    model.setSession(Session());
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(ResultsTableModel, ShowsTheSummaryOfEachResultFormattedForTheLocale)
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    Model model;
    model.setSession(test::sampleSession(1));
    const int books = rowOf(model, QStringLiteral("Disk A"), QStringLiteral("books"), Variant::Compressed);
    ASSERT_GE(books, 0);
    EXPECT_EQ(cell(model, books, Model::VariantColumn), QStringLiteral("compressed (zstd)"));
    EXPECT_EQ(cell(model, books, Model::MedianColumn), QStringLiteral("100,0"));
    EXPECT_EQ(cell(model, books, Model::RunsColumn), QStringLiteral("3/3"));
    EXPECT_EQ(cell(model, books, Model::StoredColumn), QStringLiteral("40 %"));
    EXPECT_EQ(cell(model, books, Model::DeviceReadColumn), QStringLiteral("40 %"));
    EXPECT_EQ(cell(model, books, Model::FilesPerSecondColumn), QStringLiteral("120"));
    // 0.75 CPU seconds for 10^8 bytes: 7.5 s per GB.
    EXPECT_EQ(cell(model, books, Model::CpuColumn), QStringLiteral("7,50"));
    // 95 % CI of 100, 100, 80 MB/s: ±28.7 around a median of 100.
    EXPECT_EQ(cell(model, books, Model::SpreadColumn), QStringLiteral("± 28,7 %"));
    EXPECT_NEAR(model.data(model.index(books, Model::SpreadColumn), Model::SortRole).toDouble(), 0.287, 0.001);
    EXPECT_DOUBLE_EQ(model.data(model.index(books, Model::MedianColumn), Model::SortRole).toDouble(), 100.0);
    QLocale::setDefault(before);
}

TEST(ResultsTableModel, AProxySortsTheNumbersAsNumbers)
{
    // Drive B's speeds are half of A's: 25, 50, 100, 50 against 50, 100, 200, 100.
    // As text "100.0" < "200.0" < "25.0" < "50.0"; as numbers 25 comes first.
    Model model;
    model.setSession(test::sampleSession(2));
    QSortFilterProxyModel proxy;
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::Fatal);
    proxy.setSourceModel(&model);
    proxy.setSortRole(Model::SortRole);
    proxy.sort(Model::MedianColumn, Qt::AscendingOrder);
    QList<double> medians;
    for (int row = 0; row < proxy.rowCount(); ++row)
        medians.append(proxy.data(proxy.index(row, Model::MedianColumn), Model::SortRole).toDouble());
    EXPECT_EQ(medians, (QList<double>{25, 50, 50, 50, 100, 100, 100, 200}));
    EXPECT_EQ(cell(proxy, 0, Model::MedianColumn), QLocale().toString(25.0, 'f', 1));
    proxy.sort(Model::MedianColumn, Qt::DescendingOrder);
    EXPECT_EQ(proxy.data(proxy.index(0, Model::MedianColumn), Model::SortRole).toDouble(), 200.0);
    EXPECT_EQ(cell(proxy, 0, Model::DataSetColumn), QStringLiteral("Photos"));

    model.setSession(flaggedSession());
    EXPECT_EQ(proxy.rowCount(), 8);
}

TEST(ResultsTableModel, WarnsAboutNotColdRunsWideSpreadsAndASlowTarget)
{
    Model model;
    model.setSession(flaggedSession());
    const QString diskA = QStringLiteral("Disk A");
    const int notCold = rowOf(model, diskA, QStringLiteral("photos"), Variant::Plain);
    const int slowTarget = rowOf(model, diskA, QStringLiteral("photos"), Variant::Compressed);
    const int spread = rowOf(model, diskA, QStringLiteral("books"), Variant::Plain);
    const int clean = rowOf(model, QStringLiteral("Disk B"), QStringLiteral("photos"), Variant::Plain);

    const QList<std::pair<int, ResultFlag>> expected{{notCold, ResultFlag::NotCold},
                                                     {slowTarget, ResultFlag::TargetSlower},
                                                     {spread, ResultFlag::LargeSpread}};
    for (const auto &[row, flag] : expected) {
        ASSERT_GE(row, 0);
        EXPECT_EQ(cell(model, row, Model::WarningsColumn), flagName(flag));
        EXPECT_EQ(cell(model, row, Model::WarningsColumn, Qt::ToolTipRole), flagExplanation(flag));
        const QIcon icon = model.data(model.index(row, Model::WarningsColumn), Qt::DecorationRole).value<QIcon>();
        EXPECT_FALSE(icon.isNull());
        EXPECT_FALSE(model.data(model.index(row, Model::MedianColumn), Qt::DecorationRole).isNull())
            << "the median is doubtful too";
        EXPECT_EQ(model.data(model.index(row, Model::WarningsColumn), Model::FlagsRole).toInt(), int(flag));
    }
    EXPECT_EQ(cell(model, notCold, Model::RunsColumn), QStringLiteral("2/3"));
    EXPECT_TRUE(cell(model, clean, Model::WarningsColumn).isEmpty());
    EXPECT_TRUE(model.data(model.index(clean, Model::WarningsColumn), Qt::DecorationRole).isNull());
    EXPECT_TRUE(model.data(model.index(clean, Model::MedianColumn), Qt::ToolTipRole).isNull());
}

TEST(ResultsTableModel, WarnsAboutLowCompressionInTheWarningsColumnOnly)
{
    Session session = test::sampleSession(1);
    session.drives[0].dataSets[1].manifest.zstdRatio = 2.0; // photos said to compress, stored at 99 %
    Model model;
    model.setSession(session);
    const int row = rowOf(model, QStringLiteral("Disk A"), QStringLiteral("photos"), Variant::Compressed);
    EXPECT_EQ(cell(model, row, Model::WarningsColumn), flagName(ResultFlag::LowCompression));
    EXPECT_FALSE(model.data(model.index(row, Model::WarningsColumn), Qt::DecorationRole).isNull());
    EXPECT_TRUE(model.data(model.index(row, Model::MedianColumn), Qt::DecorationRole).isNull())
        << "the speed itself is not in doubt";
}

// A read set against a direct sequential read of the same bytes in the
// same run: the share in the cell, the limit named in its tooltip, marked
// where the runs are flagged.
TEST(ResultsTableModel, ShowsHowNearTheDrivesOwnLimitACopyCame)
{
    Session session = test::sampleSession(1);
    DriveRecord &drive = session.drives[0];
    drive.plan.minRunSeconds = 0.0; // no run is too short
    for (const QString &dataSet : {QStringLiteral("books"), QStringLiteral("photos")}) {
        const ResultRecord *read = drive.findResult(dataSet, Variant::Plain, QStringLiteral("read"));
        ASSERT_NE(read, nullptr);
        ResultRecord sequential = *read;
        sequential.operation = QStringLiteral("sequential-direct");
        for (RunRecord &run : sequential.runs)
            run.seconds = run.seconds * 0.8; // the drive reads it in 80 % of the copy's time
        drive.results.append(sequential);
    }
    Model model;
    model.setSession(session);
    const int photos = rowOf(model, QStringLiteral("Disk A"), QStringLiteral("photos"), Variant::Plain);
    ASSERT_GE(photos, 0);
    EXPECT_EQ(cell(model, photos, Model::DriveLimitColumn), QStringLiteral("80 %"));
    EXPECT_EQ(cell(model, photos, Model::DriveLimitColumn, Qt::ToolTipRole),
              QStringLiteral("80 % of a direct sequential read"));
    EXPECT_NEAR(model.data(model.index(photos, Model::DriveLimitColumn), Model::SortRole).toDouble(), 0.8, 1e-6);
    // Books' runs vary a lot: the share is marked.
    const int books = rowOf(model, QStringLiteral("Disk A"), QStringLiteral("books"), Variant::Plain);
    EXPECT_EQ(cell(model, books, Model::DriveLimitColumn), QStringLiteral("80 % ") + flagMark());
    const int compressed = rowOf(model, QStringLiteral("Disk A"), QStringLiteral("photos"), Variant::Compressed);
    EXPECT_TRUE(cell(model, compressed, Model::DriveLimitColumn).isEmpty()) << "no limit measured for it";
}

// The window's table says how each compressed result compares with plain,
// as the command line's tables and the web page do.
TEST(ResultsTableModel, ComparesEachCompressedResultWithPlainAsTheOtherTablesDo)
{
    Session session = test::sampleSession(1);
    session.drives[0].results[1].runs.removeLast(); // books compressed: two pairs left
    Model model;
    model.setSession(session);
    EXPECT_EQ(model.headerData(Model::VsPlainColumn, Qt::Horizontal).toString(), QStringLiteral("vs plain"));
    const int photos = rowOf(model, QStringLiteral("Disk A"), QStringLiteral("photos"), Variant::Compressed);
    const int books = rowOf(model, QStringLiteral("Disk A"), QStringLiteral("books"), Variant::Compressed);
    const int plain = rowOf(model, QStringLiteral("Disk A"), QStringLiteral("photos"), Variant::Plain);
    ASSERT_GE(photos, 0);
    ASSERT_GE(books, 0);
    ASSERT_GE(plain, 0);
    EXPECT_EQ(cell(model, photos, Model::VsPlainColumn), QStringLiteral("50 %"));
    EXPECT_DOUBLE_EQ(model.data(model.index(photos, Model::VsPlainColumn), Model::SortRole).toDouble(), 0.5);
    EXPECT_EQ(cell(model, books, Model::VsPlainColumn), QStringLiteral("not enough pairs (2)"));
    EXPECT_TRUE(cell(model, plain, Model::VsPlainColumn).isEmpty());

    // Paired runs that show no difference: the verdict, not a percentage.
    Session noisy = test::sampleSession(1);
    noisy.drives[0].results[1].runs[0].seconds = 2.0; // books compressed: 2, 1, 1.25 s beside 1, 2, 4 s
    model.setSession(noisy);
    const int noisyBooks = rowOf(model, QStringLiteral("Disk A"), QStringLiteral("books"), Variant::Compressed);
    EXPECT_EQ(cell(model, noisyBooks, Model::VsPlainColumn), QStringLiteral("≈ plain (within noise)"));
}
