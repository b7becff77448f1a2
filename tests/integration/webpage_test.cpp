// SPDX-License-Identifier: GPL-3.0-or-later
// `compressmark report --web`: one self-contained page a reader can check,
// from the real program. What a browser makes of it is checked in
// Chromium (tests/web/checkpage.mjs).
#include "samplesession.h"
#include "session/sessionfile.h"
#include "session/sessionreader.h"
#include "programrun.h"
#include "tempfolders.h"

#include <QFile>
#include <QRegularExpression>

#include <gtest/gtest.h>

using namespace cm;
using test::runProgram;

namespace {

void expectBadUsage(const test::ProgramResult &result, const QString &saying)
{
    EXPECT_EQ(result.exitCode, 2);
    test::expectOneErrorLine(result);
    EXPECT_TRUE(result.err.contains(saying)) << result.err.toStdString();
}

QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The session the page carries for download.
Status embeddedSession(const QString &page, Session *session)
{
    static const QRegularExpression link(
        QStringLiteral(R"re(href="data:application/json;base64,([A-Za-z0-9+/=]+)")re"));
    const QRegularExpressionMatch match = link.match(page);
    if (!match.hasMatch())
        return Status::failure(QStringLiteral("the page carries no session"));
    return sessionFromJson(QByteArray::fromBase64(match.captured(1).toLatin1()), QStringLiteral("embedded"), session);
}

class WebPage : public ::testing::Test
{
protected:
    QString save(const Session &session, const QString &name)
    {
        const QString path = folder.filePath(name);
        EXPECT_TRUE(saveSession(session, path));
        return path;
    }

    test::TempFolder folder;
};

} // namespace

TEST_F(WebPage, HoldsChartsResultsMethodCommandsAndTheSessionAndLoadsNothing)
{
    const QString session = save(test::sampleSession(2), QStringLiteral("two.cmsession.json"));
    const QString pagePath = folder.filePath(QStringLiteral("page.html"));
    const test::ProgramResult result
        = runProgram({QStringLiteral("report"), session, QStringLiteral("--web"), pagePath});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("Wrote ") + pagePath)) << result.out.toStdString();
    const QString page = readText(pagePath);
    ASSERT_TRUE(page.startsWith(QStringLiteral("<!DOCTYPE html>")));
    // Two drives: each drive's chart, compare, the drives chart of each of
    // the two data sets, percent and device: 7 charts, each light and dark.
    EXPECT_EQ(page.count(QStringLiteral("<svg role=\"img\"")), 14);
    EXPECT_EQ(page.count(QStringLiteral("<figcaption>")), 7);
    for (const char *section :
         {"id=\"results\"", "id=\"method\"", "id=\"flags\"", "id=\"reproduce\"", "id=\"session\""})
        EXPECT_TRUE(page.contains(QLatin1String(section))) << section;
    // Nothing to fetch: no address, no source, and a policy that forbids it.
    EXPECT_TRUE(page.contains(QStringLiteral("default-src 'none'")));
    EXPECT_FALSE(page.contains(QRegularExpression(QStringLiteral(R"re((src|href)="(?!data:|#))re"))));
    EXPECT_FALSE(page.contains(QRegularExpression(QStringLiteral(R"(url\((?!#))"))));
    EXPECT_EQ(page.count(QStringLiteral("compressmark run --source /data --target /dev/shm/x --datasets books,photos")),
              2);
    Session embedded;
    ASSERT_TRUE(embeddedSession(page, &embedded));
    ASSERT_EQ(embedded.drives.size(), 2);
    EXPECT_EQ(embedded.drives[1].results.size(), test::sampleSession(2).drives[1].results.size());
}

TEST_F(WebPage, TextFromTheSessionStaysText)
{
    Session hostile = test::sampleSession(1);
    hostile.drives[0].label = QStringLiteral("<script>alert(1)</script> %1 \"quoted' & <b>");
    hostile.drives[0].source.model = QStringLiteral("</svg><img src=x onerror=alert(2)>");
    hostile.drives[0].notes = {QStringLiteral("</code></pre><iframe src=\"http://example.com\">")};
    const QString pagePath = folder.filePath(QStringLiteral("page.html"));
    const test::ProgramResult result
        = runProgram({QStringLiteral("report"), save(hostile, QStringLiteral("h.cmsession.json")),
                      QStringLiteral("--web"), pagePath});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QString page = readText(pagePath);
    EXPECT_FALSE(page.contains(QStringLiteral("<script>alert")));
    EXPECT_FALSE(page.contains(QStringLiteral("<img")));
    EXPECT_FALSE(page.contains(QStringLiteral("<iframe")));
    EXPECT_FALSE(page.contains(QStringLiteral("<b>")));
    EXPECT_TRUE(page.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt; %1")));
    // Quoted for the shell: the label stays one word whatever it holds.
    EXPECT_TRUE(page.contains(
        QStringLiteral("--label &#39;&lt;script&gt;alert(1)&lt;/script&gt; %1 &quot;quoted&#39;\\&#39;&#39;")));
}

TEST_F(WebPage, ShareSafeLeavesOutSerialsAndUserNamesAndSaysSo)
{
    Session own = test::sampleSession(1);
    own.drives[0].source.serial = QStringLiteral("S7KHNJ0W123456");
    own.drives[0].source.path = QStringLiteral("/home/alice/bench");
    own.drives[0].plan.sourcePath = own.drives[0].source.path;
    const QString session = save(own, QStringLiteral("own.cmsession.json"));
    const QString pagePath = folder.filePath(QStringLiteral("page.html"));
    const QString sharedPath = folder.filePath(QStringLiteral("shared.cmsession.json"));
    const test::ProgramResult result
        = runProgram({QStringLiteral("report"), session, QStringLiteral("--web"), pagePath,
                      QStringLiteral("--session-out"), sharedPath, QStringLiteral("--share")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    EXPECT_TRUE(result.out.contains(QStringLiteral("Share-safe, left out: user names in 1 place; serial numbers of "
                                                   "drives in 1 place")))
        << result.out.toStdString();
    const QString page = readText(pagePath);
    Session embedded, shared;
    ASSERT_TRUE(embeddedSession(page, &embedded));
    ASSERT_TRUE(loadSession(sharedPath, &shared));
    for (const QString &text :
         {page, readText(sharedPath),
          QString::fromUtf8(QByteArray::fromBase64(page.section(QStringLiteral("base64,"), 1).toLatin1()))}) {
        EXPECT_FALSE(text.contains(QStringLiteral("S7KHNJ0W123456")));
        EXPECT_FALSE(text.contains(QStringLiteral("alice")));
    }
    EXPECT_FALSE(embedded.drives[0].source.serial.has_value());
    EXPECT_EQ(shared.drives[0].source.path, QStringLiteral("/home/[user]/bench"));
    EXPECT_TRUE(page.contains(QStringLiteral("<li>serial numbers of drives in 1 place</li>")));
    // The original is as it was.
    Session original;
    ASSERT_TRUE(loadSession(session, &original));
    EXPECT_EQ(original.drives[0].source.serial, QStringLiteral("S7KHNJ0W123456"));
}

TEST_F(WebPage, AChartThatIsNotOneIsBadUsage)
{
    const QString session = save(test::sampleSession(1), QStringLiteral("one.cmsession.json"));
    const QString pagePath = folder.filePath(QStringLiteral("page.html"));
    expectBadUsage(runProgram({QStringLiteral("report"), session, QStringLiteral("--web"), pagePath,
                               QStringLiteral("--web-charts"), QStringLiteral("per-drive,pie")}),
                   QStringLiteral("--web-charts: 'pie'"));
    expectBadUsage(runProgram(
                       {QStringLiteral("report"), session, QStringLiteral("--web-charts"), QStringLiteral("compare")}),
                   QStringLiteral("--web-charts chooses the charts of --web"));
    EXPECT_FALSE(QFile::exists(pagePath));
}
