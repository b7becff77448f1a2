// SPDX-License-Identifier: GPL-3.0-or-later
#include "webpage.h"

#include "webpage/webcharts.h"
#include "webpage/webmethod.h"
#include "webpage/webreproduce.h"
#include "publish/webtable.h"
#include "report/summaryrows.h"
#include "report/textescape.h"
#include "session/sessionjson.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WebPage)
};

QString resourceText(const QString &path)
{
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return QString::fromUtf8(file.readAll());
}

QString section(const QString &id, const QString &title, const QString &body)
{
    return QStringLiteral("<section id=\"%1\">\n<h2>%2</h2>\n%3</section>\n").arg(id, htmlText(title), body);
}

// The drives a title names: a few by name, more by their count.
QString titleNames(const Session &merged)
{
    constexpr qsizetype MostNamed = 4;
    const QStringList names = distinctDriveNames(merged);
    if (names.size() <= MostNamed)
        return names.join(QStringLiteral(", "));
    return Text::tr("%1 and %n more drive(s)", nullptr, int(names.size() - (MostNamed - 1)))
        .arg(names.first(MostNamed - 1).join(QStringLiteral(", ")));
}

QString sessionSection(const Session &merged, const WebPageOptions &options)
{
    // Compact: the page carries it as it is, for a program to read. Put
    // together without arg(), which would copy the largest part of the page again.
    const QByteArray base64 = QJsonDocument(sessionToJson(merged)).toJson(QJsonDocument::Compact).toBase64();
    QString html = QStringLiteral("<p><a download=\"") + htmlText(options.sessionFileName)
        + QStringLiteral("\" href=\"data:application/json;base64,") + QLatin1String(base64)
        + QStringLiteral("\">%1</a> (%2)</p>\n")
              .arg(htmlText(Text::tr("Download the session")),
                   htmlText(Text::tr("every run as measured; open it in CompressMark, or run "
                                     "'compressmark report %1'")
                                .arg(options.sessionFileName)));
    if (options.shareSafe) {
        QString removed;
        for (const QString &line : options.removed)
            removed += QStringLiteral("<li>") + htmlText(line) + QStringLiteral("</li>");
        html += QStringLiteral("<p>%1</p>\n")
                    .arg(htmlText(options.removed.isEmpty()
                                      ? Text::tr("Share-safe: the session held nothing that identifies a person "
                                                 "or a machine (host and user names, serial numbers, volume "
                                                 "labels, UUIDs).")
                                      : Text::tr("Share-safe: left out of this page and its session, "
                                                 "replaced by [user], [home], [host], [serial], [label] or [uuid]:")));
        if (!removed.isEmpty())
            html += QStringLiteral("<ul id=\"removed\">") + removed + QStringLiteral("</ul>\n");
    }
    return html;
}

} // namespace

Status webPageHtml(const QList<Session> &sessions, const Session &merged, const WebPageOptions &options, QString *html)
{
    QString charts;
    if (Status status = webChartsSection(options.charts.isEmpty() ? defaultWebCharts(merged) : options.charts, sessions,
                                         merged, options.whiskers, options.chartSize, &charts);
        !status)
        return status;
    const QString title = Text::tr("Filesystem compression measured: %1").arg(titleNames(merged));
    //: The language of this translation, as HTML's lang attribute names it.
    const QString language = Text::tr("en");
    // Each part appended as it is made, so that no two copies of the page are held at once.
    *html = QStringLiteral(
                "<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n"
                "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; "
                "script-src 'unsafe-inline'; img-src data:\">\n"
                "<meta name=\"generator\" content=\"CompressMark %2\">\n<title>%3</title>\n<style>\n%4</style>\n"
                "</head>\n<body>\n<main>\n<h1>%3</h1>\n<p class=\"lede\">%5</p>\n")
                .arg(htmlText(language), htmlText(QCoreApplication::applicationVersion()), htmlText(title),
                     resourceText(QStringLiteral(":/web/webpage.css")),
                     htmlText(Text::tr("Read speed from each drive to a RAM disk with cold caches, with filesystem "
                                       "compression off and on. Measured %1 with CompressMark; the method, every "
                                       "run and the session itself are below, so that you can check the numbers.")
                                  .arg(merged.created.toUTC().toString(QStringLiteral("yyyy-MM-dd")))));
    *html += section(QStringLiteral("charts"), Text::tr("Charts"), charts);
    charts.clear();
    *html += section(QStringLiteral("results"), Text::tr("Results"),
                     QStringLiteral("<p class=\"note\">%1</p>\n<div class=\"scroll\">%2</div>\n")
                         .arg(htmlText(Text::tr("Speeds are medians of the runs; the interval is that of the mean. "
                                                "The comparison with plain pairs each compressed run with the plain "
                                                "run of the same repetition and gives the median ratio and its 95 % "
                                                "interval, from at least three undisturbed pairs. Press a column's "
                                                "heading to sort.")),
                              webResultsTable(merged)));
    *html += section(QStringLiteral("method"), Text::tr("Method"), webMethodSection(merged));
    *html += section(QStringLiteral("flags"), Text::tr("What the flags mean"), webFlagsSection());
    *html += section(QStringLiteral("reproduce"), Text::tr("Reproduce this"),
                     webReproduceSection(merged, options.sessionFileName));
    *html += section(QStringLiteral("session"), Text::tr("The session"), sessionSection(merged, options));
    *html += QStringLiteral("<footer><p>%1</p></footer>\n</main>\n<script>\n%2</script>\n</body>\n</html>\n")
                 .arg(htmlText(Text::tr("Made with CompressMark %1.").arg(QCoreApplication::applicationVersion())),
                      resourceText(QStringLiteral(":/web/webpage.js")));
    return Status::ok();
}

} // namespace cm
