// SPDX-License-Identifier: GPL-3.0-or-later
// The export dialog's web page: the session as `report --web` writes it,
// share-safe unless the user unticks it.
#include "export/exportdialog.h"
#include "samplesession.h"
#include "tempfolders.h"
#include "widgetlookup.h"

#include <QCheckBox>
#include <QLabel>
#include <QFile>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace cm;
using test::namedChild;

namespace {

constexpr int WriteTimeoutMs = 30000;

Session ownSession()
{
    Session session = test::sampleSession(2);
    session.drives[0].source.serial = QStringLiteral("S7KHNJ0W123456");
    session.drives[0].plan.sourcePath = QStringLiteral("/home/alice/bench");
    return session;
}

// Writes the page to `path` and waits for the outcome; true when written.
bool exportPageAndWait(ExportDialog &dialog, const QString &path)
{
    QSignalSpy written(&dialog, &ExportDialog::written);
    QSignalSpy failed(&dialog, &ExportDialog::failed);
    dialog.exportWebPageTo(path);
    EXPECT_TRUE(QTest::qWaitFor([&] { return !written.isEmpty() || !failed.isEmpty(); }, WriteTimeoutMs));
    return !written.isEmpty();
}

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The page's session as the reader downloads it.
QString embeddedSession(const QString &page)
{
    const QString base64 = page.section(QStringLiteral("base64,"), 1).section(QLatin1Char('"'), 0, 0);
    return QString::fromUtf8(QByteArray::fromBase64(base64.toLatin1()));
}

} // namespace

TEST(WebPageExport, IsShareSafeUnlessUntickedAndHoldsEveryChart)
{
    test::TempFolder folder;
    ExportDialog dialog(ownSession(), ChartKind::PerDrive);
    auto *shareSafe = namedChild<QCheckBox>(dialog, "shareSafeCheck");
    EXPECT_TRUE(shareSafe->isChecked());
    EXPECT_TRUE(namedChild<QPushButton>(dialog, "saveWebPageButton")->isEnabled());

    const QString safePath = folder.filePath(QStringLiteral("safe.html"));
    ASSERT_TRUE(exportPageAndWait(dialog, safePath));
    const QString safe = readText(safePath);
    // Both drives' charts, compare, the drives chart of each data set,
    // percent and device, light and dark.
    EXPECT_EQ(safe.count(QStringLiteral("<svg role=\"img\"")), 14);
    EXPECT_TRUE(safe.contains(QStringLiteral("download=\"safe.cmsession.json\"")));
    EXPECT_TRUE(safe.contains(QRegularExpression(QStringLiteral("<li>serial numbers of drives in 1 place[^<]*</li>"))));
    for (const QString &text : {safe, embeddedSession(safe)}) {
        EXPECT_FALSE(text.contains(QStringLiteral("S7KHNJ0W123456")));
        EXPECT_FALSE(text.contains(QStringLiteral("alice")));
    }

    shareSafe->setChecked(false);
    const QString ownPath = folder.filePath(QStringLiteral("own.html"));
    ASSERT_TRUE(exportPageAndWait(dialog, ownPath));
    const QString own = readText(ownPath);
    EXPECT_TRUE(embeddedSession(own).contains(QStringLiteral("S7KHNJ0W123456")));
    EXPECT_FALSE(own.contains(QStringLiteral("id=\"removed\"")));
}

TEST(WebPageExport, AFolderThatIsNotThereFailsAndLeavesNothing)
{
    test::TempFolder folder;
    ExportDialog dialog(ownSession(), ChartKind::PerDrive);
    const QString path = folder.filePath(QStringLiteral("gone/page.html"));
    EXPECT_FALSE(exportPageAndWait(dialog, path));
    EXPECT_FALSE(QFile::exists(path));
    EXPECT_TRUE(namedChild<QLabel>(dialog, "statusLabel")->text().contains(QStringLiteral("page.html")));
}
