// SPDX-License-Identifier: GPL-3.0-or-later
#include "chart/sessionchart.h"
#include "export/exportdialog.h"
#include "report/tableexport.h"
#include "samplesession.h"
#include "tempfolders.h"
#include "widgetlookup.h"

#include <QAbstractButton>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <gtest/gtest.h>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace cm;
using test::namedChild;

namespace {

constexpr int WriteTimeoutMs = 30000;

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Exports the chart to `path` and waits for the outcome; true when written.
bool exportChartAndWait(ExportDialog &dialog, const QString &path)
{
    QSignalSpy written(&dialog, &ExportDialog::written);
    QSignalSpy failed(&dialog, &ExportDialog::failed);
    dialog.exportChartTo(path);
    EXPECT_TRUE(QTest::qWaitFor([&] { return !written.isEmpty() || !failed.isEmpty(); }, WriteTimeoutMs));
    return !written.isEmpty();
}

bool exportTableAndWait(ExportDialog &dialog, const QString &path)
{
    QSignalSpy written(&dialog, &ExportDialog::written);
    QSignalSpy failed(&dialog, &ExportDialog::failed);
    dialog.exportTableTo(path);
    EXPECT_TRUE(QTest::qWaitFor([&] { return !written.isEmpty() || !failed.isEmpty(); }, WriteTimeoutMs));
    return !written.isEmpty();
}

void selectData(QComboBox *box, const QVariant &data)
{
    const int index = box->findData(data);
    ASSERT_GE(index, 0) << data.toString().toStdString();
    box->setCurrentIndex(index);
}

// A folder nothing can be created in, not even by root: the immutable
// attribute for root (ext4, btrfs, xfs), no write permission otherwise.
// Given back as it was on every path out of the test.
class UnwritableFolder
{
public:
    explicit UnwritableFolder(const QString &path)
        : m_path(QFile::encodeName(path))
    {
        if (::geteuid() != 0) {
            m_locked = ::chmod(m_path.constData(), 0555) == 0;
            return;
        }
        const int fd = ::open(m_path.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd < 0)
            return;
        int flags = 0;
        if (::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0) {
            flags |= FS_IMMUTABLE_FL;
            m_immutable = ::ioctl(fd, FS_IOC_SETFLAGS, &flags) == 0;
        }
        ::close(fd);
        m_locked = m_immutable;
    }
    ~UnwritableFolder()
    {
        if (!m_locked)
            return;
        if (!m_immutable) {
            ::chmod(m_path.constData(), 0755);
            return;
        }
        const int fd = ::open(m_path.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        int flags = 0;
        if (fd >= 0 && ::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0) {
            flags &= ~FS_IMMUTABLE_FL;
            ::ioctl(fd, FS_IOC_SETFLAGS, &flags);
        }
        if (fd >= 0)
            ::close(fd);
    }
    UnwritableFolder(const UnwritableFolder &) = delete;
    UnwritableFolder &operator=(const UnwritableFolder &) = delete;

    bool isLocked() const { return m_locked; }

private:
    QByteArray m_path;
    bool m_locked = false;
    bool m_immutable = false;
};

// Stands in for a language with long words (Russian runs a third longer
// than English, with words such as "Экспортировать"): every word of the
// dialog's own strings made half as long again, mnemonics and %1 kept.
class LongWordsTranslator : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (QLatin1String(context) != QLatin1String("cm::ExportDialog")
            && QLatin1String(context) != QLatin1String("cm::SettingsDialog"))
            return {};
        QString text = QString::fromUtf8(sourceText);
        static const QRegularExpression word(QStringLiteral("\\b[A-Za-z]{4,}\\b"));
        QString longer;
        qsizetype last = 0;
        for (auto it = word.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            longer += text.mid(last, match.capturedStart() - last) + match.captured()
                + match.captured().left(match.capturedLength() / 2).toLower();
            last = match.capturedEnd();
        }
        return longer + text.mid(last);
    }
    bool isEmpty() const override { return false; }
};

} // namespace

TEST(ExportDialog, ExportsAPngOfTheChosenSizeTimesTheScale)
{
    test::TempFolder folder;
    ExportDialog dialog(test::sampleSession(1), ChartKind::PerDrive);
    namedChild<QSpinBox>(dialog, "widthSpin")->setValue(640);
    namedChild<QSpinBox>(dialog, "heightSpin")->setValue(360);
    selectData(namedChild<QComboBox>(dialog, "scaleCombo"), 2.0);

    const QString path = folder.filePath(QStringLiteral("chart.png"));
    ASSERT_TRUE(exportChartAndWait(dialog, path)) << namedChild<QLabel>(dialog, "statusLabel")->text().toStdString();
    const QImage image(path);
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.size(), QSize(1280, 720));
    EXPECT_EQ(dialog.exportFolder(), folder.path());
}

// Thirty drives in rows get the height they need: the dialog says so under
// the size, the preview has the image's proportions, and the file is as
// wide as asked and taller.
TEST(ExportDialog, ADrivesChartOfManyDrivesIsDrawnTallerAndSaysSo)
{
    test::TempFolder folder;
    ExportDialog few(test::sampleSession(2), ChartKind::Drives);
    QSignalSpy fewUpdated(&few, &ExportDialog::previewUpdated);
    few.show();
    ASSERT_TRUE(fewUpdated.wait(5000));
    EXPECT_FALSE(namedChild<QLabel>(few, "sizeNote")->isVisible()) << "two drives fit 1600x900";

    ExportDialog many(test::sampleSession(30), ChartKind::Drives);
    QSignalSpy updated(&many, &ExportDialog::previewUpdated);
    many.show();
    ASSERT_TRUE(updated.wait(5000));
    auto *note = namedChild<QLabel>(many, "sizeNote");
    EXPECT_TRUE(note->isVisible());
    EXPECT_TRUE(note->text().startsWith(QStringLiteral("Drawn at 1600×"))) << note->text().toStdString();
    const QImage preview = many.previewImage();
    EXPECT_GT(preview.height(), preview.width()) << "the preview is as tall as the image";

    const QString path = folder.filePath(QStringLiteral("drives.png"));
    ASSERT_TRUE(exportChartAndWait(many, path)) << namedChild<QLabel>(many, "statusLabel")->text().toStdString();
    const QImage image(path);
    EXPECT_EQ(image.width(), 1600);
    EXPECT_GT(image.height(), 900);
    EXPECT_TRUE(note->text().contains(QStringLiteral("×%1,").arg(image.height()))) << note->text().toStdString();
}

// A blogger pastes the chart and, beside it, what it shows in words.
TEST(ExportDialog, OffersTheChartsAltTextToCopy)
{
    ExportDialog dialog(test::sampleSession(1), ChartKind::PerDrive);
    QSignalSpy updated(&dialog, &ExportDialog::previewUpdated);
    dialog.show();
    ASSERT_TRUE(updated.wait(5000));
    auto *altText = namedChild<QLineEdit>(dialog, "altTextEdit");
    EXPECT_TRUE(altText->isReadOnly());
    EXPECT_TRUE(altText->text().startsWith(QLatin1String("A CompressMark chart: Disk A")))
        << altText->text().toStdString();
    EXPECT_TRUE(altText->text().contains(QLatin1String("compression off, compression on")))
        << altText->text().toStdString();
    namedChild<QPushButton>(dialog, "copyAltTextButton")->click();
    EXPECT_EQ(QGuiApplication::clipboard()->text(), altText->text());

    // A new title is the alt text's too.
    namedChild<QLineEdit>(dialog, "titleEdit")->setText(QStringLiteral("My NVMe"));
    ASSERT_TRUE(updated.wait(5000));
    EXPECT_TRUE(altText->text().startsWith(QLatin1String("A CompressMark chart: My NVMe")))
        << altText->text().toStdString();
}

TEST(ExportDialog, ExportsSvgAndPdfWithTheirHeaders)
{
    test::TempFolder folder;
    ExportDialog dialog(test::sampleSession(2), ChartKind::Compare);
    auto *format = namedChild<QComboBox>(dialog, "imageFormatCombo");

    selectData(format, int(ImageFormat::Svg));
    EXPECT_FALSE(namedChild<QComboBox>(dialog, "scaleCombo")->isEnabled());
    const QString svg = folder.filePath(QStringLiteral("chart.svg"));
    ASSERT_TRUE(exportChartAndWait(dialog, svg));
    const QByteArray svgBytes = readAll(svg);
    EXPECT_TRUE(svgBytes.startsWith("<?xml")) << svgBytes.left(40).toStdString();
    EXPECT_TRUE(svgBytes.contains("<svg"));

    selectData(format, int(ImageFormat::Pdf));
    const QString pdf = folder.filePath(QStringLiteral("chart.pdf"));
    ASSERT_TRUE(exportChartAndWait(dialog, pdf));
    EXPECT_TRUE(readAll(pdf).startsWith("%PDF-"));
}

TEST(ExportDialog, TheFileChooserGivesTheFileTheSuffixOfTheFormat)
{
    test::TempFolder folder;
    ExportDialog dialog(test::sampleSession(1), ChartKind::PerDrive);
    dialog.setExportFolder(folder.path());
    selectData(namedChild<QComboBox>(dialog, "imageFormatCombo"), int(ImageFormat::Svg));
    QSignalSpy written(&dialog, &ExportDialog::written);
    // The chooser is modal: answer it from the event loop it runs.
    QTimer::singleShot(0, &dialog, [&dialog] {
        auto *chooser = dialog.findChild<QFileDialog *>(QStringLiteral("exportFileDialog"));
        ASSERT_NE(chooser, nullptr);
        EXPECT_EQ(chooser->defaultSuffix(), QStringLiteral("svg"));
        chooser->selectFile(QStringLiteral("picked"));
        static_cast<QDialog *>(chooser)->accept(); // QFileDialog hides the override, which checks the name
    });
    QTest::mouseClick(namedChild<QPushButton>(dialog, "exportChartButton"), Qt::LeftButton);
    ASSERT_TRUE(written.wait(WriteTimeoutMs));
    EXPECT_EQ(written.constFirst().constFirst().toString(), folder.filePath(QStringLiteral("picked.svg")));
    EXPECT_TRUE(readAll(folder.filePath(QStringLiteral("picked.svg"))).startsWith("<?xml"));
}

TEST(ExportDialog, AWriteIntoAMissingFolderShowsTheErrorAndLeavesNoFile)
{
    test::TempFolder folder;
    ExportDialog dialog(test::sampleSession(1), ChartKind::PerDrive);
    const QString path = folder.filePath(QStringLiteral("missing/chart.png"));

    EXPECT_FALSE(exportChartAndWait(dialog, path));
    const QString shown = namedChild<QLabel>(dialog, "statusLabel")->text();
    EXPECT_TRUE(shown.contains(path)) << shown.toStdString();
    EXPECT_FALSE(QFileInfo::exists(path));
    EXPECT_EQ(test::countEntries(folder.path()), 0);

    EXPECT_FALSE(exportTableAndWait(dialog, folder.filePath(QStringLiteral("missing/table.csv"))));
    EXPECT_TRUE(namedChild<QLabel>(dialog, "statusLabel")->text().contains(QStringLiteral("table.csv")));
    EXPECT_EQ(test::countEntries(folder.path()), 0);
}

TEST(ExportDialog, AWriteIntoAReadOnlyFolderShowsTheErrorAndLeavesNoFile)
{
    test::TempFolder folder;
    const UnwritableFolder locked(folder.path());
    if (!locked.isLocked())
        GTEST_SKIP() << "cannot make " << folder.path().toStdString()
                     << " read-only here (no immutable attribute on this filesystem)";
    ExportDialog dialog(test::sampleSession(1), ChartKind::PerDrive);
    const QString path = folder.filePath(QStringLiteral("chart.png"));

    EXPECT_FALSE(exportChartAndWait(dialog, path));
    EXPECT_TRUE(namedChild<QLabel>(dialog, "statusLabel")->text().contains(path));
    EXPECT_EQ(test::countEntries(folder.path()), 0);
}

TEST(ExportDialog, ThePreviewFollowsTheTitle)
{
    ExportDialog dialog(test::sampleSession(1), ChartKind::PerDrive);
    dialog.show();
    QSignalSpy updated(&dialog, &ExportDialog::previewUpdated);
    ASSERT_TRUE(updated.wait(WriteTimeoutMs));
    const QImage before = dialog.previewImage();
    ASSERT_FALSE(before.isNull());
    const QString defaultTitle = sessionChartData(test::sampleSession(1), ChartKind::PerDrive).title;
    EXPECT_FALSE(defaultTitle.isEmpty());
    EXPECT_EQ(namedChild<QLineEdit>(dialog, "titleEdit")->text(), defaultTitle);

    updated.clear();
    QTest::keyClicks(namedChild<QLineEdit>(dialog, "titleEdit"), QStringLiteral(" and more"));
    ASSERT_TRUE(updated.wait(WriteTimeoutMs));
    EXPECT_NE(dialog.previewImage(), before);
}

TEST(ExportDialog, CopiesTheChartImageToTheClipboard)
{
    ExportDialog dialog(test::sampleSession(1), ChartKind::Percent);
    QGuiApplication::clipboard()->clear();
    namedChild<QSpinBox>(dialog, "widthSpin")->setValue(400);
    namedChild<QSpinBox>(dialog, "heightSpin")->setValue(300);
    selectData(namedChild<QComboBox>(dialog, "scaleCombo"), 3.0);

    QTest::mouseClick(namedChild<QPushButton>(dialog, "copyChartButton"), Qt::LeftButton);
    const QImage copied = QGuiApplication::clipboard()->image();
    ASSERT_FALSE(copied.isNull());
    // As wide as asked, and taller where its plot would be lower than it may be.
    EXPECT_EQ(copied.width(), 1200);
    EXPECT_EQ(copied.height() % 3, 0);
    EXPECT_GE(copied.height(), 900);
}

TEST(ExportDialog, TablesAreWhatTheReportCommandWrites)
{
    test::TempFolder folder;
    const Session session = test::sampleSession(2);
    ExportDialog dialog(session, ChartKind::Compare);
    auto *format = namedChild<QComboBox>(dialog, "tableFormatCombo");
    for (TableFormat table : {TableFormat::Csv, TableFormat::Markdown, TableFormat::Html, TableFormat::BBCode}) {
        SCOPED_TRACE(tableFormatName(table).toStdString());
        selectData(format, int(table));
        const QString path = folder.filePath(tableFormatName(table));
        ASSERT_TRUE(exportTableAndWait(dialog, path));
        EXPECT_EQ(readAll(path), formatTable(session, table).toUtf8());

        QTest::mouseClick(namedChild<QPushButton>(dialog, "copyTableButton"), Qt::LeftButton);
        EXPECT_EQ(QGuiApplication::clipboard()->text(), formatTable(session, table));
    }
}

TEST(ExportDialog, OffersNoExportOfASessionWithoutMeasurements)
{
    Session unmeasured = test::sampleSession(1);
    unmeasured.drives.first().results.clear();
    ExportDialog dialog(unmeasured, ChartKind::PerDrive);
    for (const char *name : {"copyChartButton", "exportChartButton", "copyTableButton", "saveTableButton"})
        EXPECT_FALSE(namedChild<QPushButton>(dialog, name)->isEnabled()) << name;
    EXPECT_FALSE(namedChild<QLabel>(dialog, "statusLabel")->text().isEmpty());

    ExportDialog measured(test::sampleSession(1), ChartKind::PerDrive);
    EXPECT_TRUE(namedChild<QPushButton>(measured, "exportChartButton")->isEnabled());
}

TEST(ExportDialog, EveryControlIsNamedAndReachedByTheKeyboard)
{
    ExportDialog dialog(test::sampleSession(1), ChartKind::PerDrive);
    int controls = 0;
    for (QWidget *widget : dialog.findChildren<QWidget *>()) {
        const bool control = qobject_cast<QComboBox *>(widget) || qobject_cast<QAbstractSpinBox *>(widget)
            || qobject_cast<QAbstractButton *>(widget)
            || (qobject_cast<QLineEdit *>(widget) && !qobject_cast<QAbstractSpinBox *>(widget->parent()));
        if (!control)
            continue;
        ++controls;
        EXPECT_FALSE(widget->objectName().isEmpty()) << widget->metaObject()->className();
        const auto *button = qobject_cast<QAbstractButton *>(widget);
        EXPECT_FALSE(widget->accessibleName().isEmpty() && !(button && !button->text().isEmpty()))
            << widget->objectName().toStdString();
        EXPECT_TRUE(widget->focusPolicy() & Qt::TabFocus) << widget->objectName().toStdString();
    }
    EXPECT_GE(controls, 13);

    // Tab walks the chart's options, its buttons, then the table's and the web page's, in the order they are shown.
    dialog.show();
    QStringList tabOrder;
    QWidget *start = namedChild<QComboBox>(dialog, "imageFormatCombo");
    for (QWidget *widget = start; tabOrder.size() < 20; widget = widget->nextInFocusChain()) {
        if ((widget->focusPolicy() & Qt::TabFocus) && widget->isVisible() && widget->isEnabled()
            && !qobject_cast<QAbstractSpinBox *>(widget->parent()))
            tabOrder.append(widget->objectName());
        if (widget->nextInFocusChain() == start)
            break;
    }
    EXPECT_EQ(tabOrder,
              QStringList({QStringLiteral("imageFormatCombo"), QStringLiteral("widthSpin"),
                           QStringLiteral("heightSpin"), QStringLiteral("scaleCombo"),
                           QStringLiteral("chartThemeCombo"), QStringLiteral("titleEdit"),
                           QStringLiteral("subtitleEdit"), QStringLiteral("altTextEdit"),
                           QStringLiteral("copyAltTextButton"), QStringLiteral("defaultTitlesButton"),
                           QStringLiteral("copyChartButton"), QStringLiteral("exportChartButton"),
                           QStringLiteral("tableFormatCombo"), QStringLiteral("copyTableButton"),
                           QStringLiteral("saveTableButton"), QStringLiteral("shareSafeCheck"),
                           QStringLiteral("saveWebPageButton"), QStringLiteral("closeButton")}))
        << tabOrder.join(QLatin1Char(' ')).toStdString();
}

TEST(ExportDialog, FitsTheScreenInALanguageOfLongWords)
{
    LongWordsTranslator longWords;
    ASSERT_TRUE(QCoreApplication::installTranslator(&longWords));
    ExportDialog dialog(test::sampleSession(2), ChartKind::Compare);
    dialog.show();
    QCoreApplication::removeTranslator(&longWords);
    EXPECT_NE(dialog.windowTitle(), QStringLiteral("Export")) << "the long words are in use";

    // Room on a 1280x900 screen, a title bar and a panel taken off.
    const QSize room(1280, 900 - 80);
    EXPECT_LE(dialog.minimumSizeHint().width(), room.width());
    EXPECT_LE(dialog.minimumSizeHint().height(), room.height());
    EXPECT_LE(dialog.width(), room.width());
    EXPECT_LE(dialog.height(), room.height());
    for (QWidget *widget : dialog.findChildren<QWidget *>()) {
        if (!widget->isVisible() || !(qobject_cast<QLabel *>(widget) || qobject_cast<QAbstractButton *>(widget)))
            continue;
        EXPECT_GE(widget->width(), widget->minimumSizeHint().width()) << widget->objectName().toStdString();
    }
}
