// SPDX-License-Identifier: GPL-3.0-or-later
// The web page is valid HTML whatever a session holds: an HTML validator
// (Debian's tidy, which installer/setup.sh installs) finds nothing to say
// of the pages of normal and hostile sessions, every id is unique, and a
// command that runs another program is never written as one to paste.
#include "hostilesession.h"
#include "programrun.h"
#include "sessionfiletest.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>

#include <gtest/gtest.h>

using namespace cm;
using test::runProgram;

namespace {

// Labels a hand-edited session may hold: markup, quotes, the end of the
// page's script, control characters (no NUL), bidirectional overrides and
// the placeholders of Qt's arg().
Session hostileLabels()
{
    const QStringList labels{QStringLiteral("<b>bold</b> & <i>\"quoted\" 'single'</i>"),
                             QStringLiteral("</script><script>alert(1)</script>"),
                             QStringLiteral("</style></svg></pre><!-- -->"),
                             QStringLiteral("tab\tbell\x07 esc\x1b[31m del\x7f c1\u0085"),
                             QStringLiteral("\u202eevil\u202c \u2066isolate\u2069 \u2028\u2029"),
                             QStringLiteral("%1 %2 %n %L1 %%")};
    Session session = test::sampleSession(int(labels.size()));
    for (qsizetype d = 0; d < labels.size(); ++d) {
        session.drives[d].label = labels[d];
        session.drives[d].notes = {labels[d]};
        session.drives[d].source.model = labels[(d + 1) % labels.size()];
    }
    session.drives[1].plan.copier = CopierChoice{CopierChoice::Kind::External, 0, QStringLiteral("cp -r </script>")};
    return session;
}

Session withoutNuls(Session session)
{
    // HTML has no NUL; the page writes it as an escape, and tidy reads none.
    for (DriveRecord &drive : session.drives)
        drive.label.remove(QChar(0));
    return session;
}

class WebPageHtml : public test::SessionFileTest
{
protected:
    QString page(const Session &session, const QString &name, const QStringList &more = {})
    {
        const QString sessionPath = saved(session, name + QStringLiteral(".cmsession.json"));
        const QString path = folder.filePath(name + QStringLiteral(".html"));
        const test::ProgramResult result
            = runProgram(QStringList{QStringLiteral("report"), sessionPath, QStringLiteral("--web"), path} + more);
        EXPECT_EQ(result.exitCode, 0) << result.err.toStdString();
        return path;
    }
};

QString readText(const QString &path)
{
    return QString::fromUtf8(test::readAll(path));
}

} // namespace

TEST_F(WebPageHtml, TidyFindsNoErrorInPagesOfNormalAndHostileSessions)
{
    const QString tidy = QStandardPaths::findExecutable(QStringLiteral("tidy"));
    if (tidy.isEmpty())
        GTEST_SKIP() << "no tidy, the HTML validator (installer/setup.sh installs Debian's package tidy)";
    const QStringList pages{page(test::sampleSession(1), QStringLiteral("one")),
                            page(test::sampleSession(3), QStringLiteral("three"),
                                 {QStringLiteral("--web-charts"),
                                  QStringLiteral("per-drive,compare,percent,device,drives")}),
                            page(withoutNuls(test::hostileSession()), QStringLiteral("hostile")),
                            page(hostileLabels(), QStringLiteral("labels")),
                            page(hostileLabels(), QStringLiteral("shared"), {QStringLiteral("--share")})};
    for (const QString &path : pages) {
        QProcess process;
        // Its warnings count too: a duplicate id is only a warning to tidy.
        process.start(tidy, {QStringLiteral("-quiet"), QStringLiteral("-errors"), QStringLiteral("-utf8"), path});
        ASSERT_TRUE(process.waitForFinished(120000));
        const QString report = QString::fromUtf8(process.readAllStandardError());
        EXPECT_EQ(process.exitCode(), 0) << path.toStdString() << ":\n" << report.toStdString();
        EXPECT_TRUE(report.isEmpty()) << path.toStdString() << ":\n" << report.toStdString();
    }
}

TEST_F(WebPageHtml, EveryIdIsUnique)
{
    for (const Session &session : {test::sampleSession(2), withoutNuls(test::hostileSession()), hostileLabels()}) {
        const QString html = readText(page(session, QStringLiteral("page"), {QStringLiteral("--share")}));
        static const QRegularExpression id(QStringLiteral(R"re(\sid="([^"]*)")re"));
        QSet<QString> seen;
        for (QRegularExpressionMatchIterator it = id.globalMatch(html); it.hasNext();) {
            const QString value = it.next().captured(1);
            EXPECT_FALSE(seen.contains(value)) << "id=\"" << value.toStdString() << "\" twice";
            seen.insert(value);
        }
        EXPECT_TRUE(seen.contains(QStringLiteral("results")));
        EXPECT_TRUE(seen.contains(QStringLiteral("results-table")));
    }
}

TEST_F(WebPageHtml, ACopierThatRunsAnotherProgramIsMarkedToReadAndNeverWrittenToPaste)
{
    Session session = test::sampleSession(3);
    session.drives[0].plan.copier = CopierChoice{CopierChoice::Kind::External, 0, QStringLiteral("cp -r")};
    session.drives[1].plan.copier = CopierChoice{CopierChoice::Kind::Robocopy, 8, QString()};
    const QString html = readText(page(session, QStringLiteral("copiers")));
    const QString reproduce
        = html.section(QStringLiteral("<section id=\"reproduce\">"), 1).section(QStringLiteral("</section>"), 0, 0);
    EXPECT_EQ(reproduce.count(QStringLiteral("class=\"read-first\"")), 2);
    EXPECT_EQ(reproduce.count(QStringLiteral("Read before running:")), 2);
    // Every line that names one is a shell comment; the third drive's is a plain command line.
    static const QRegularExpression line(QStringLiteral(R"(^.*compressmark run .*$)"),
                                         QRegularExpression::MultilineOption);
    int commented = 0, plain = 0;
    for (QRegularExpressionMatchIterator it = line.globalMatch(reproduce); it.hasNext();) {
        const QString command = it.next().captured();
        const bool other
            = command.contains(QStringLiteral("external:")) || command.contains(QStringLiteral("robocopy"));
        if (other) {
            EXPECT_TRUE(command.startsWith(QStringLiteral("<pre><code># compressmark run"))
                        || command.startsWith(QStringLiteral("# compressmark run")))
                << command.toStdString();
            ++commented;
        } else {
            EXPECT_FALSE(command.contains(QStringLiteral("# compressmark"))) << command.toStdString();
            ++plain;
        }
    }
    EXPECT_EQ(commented, 2);
    EXPECT_EQ(plain, 1);
}
