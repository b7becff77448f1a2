// SPDX-License-Identifier: GPL-3.0-or-later
#include "webreproduce.h"

#include "publish/reproduce.h"
#include "report/summaryrows.h"
#include "report/textescape.h"

#include <QCoreApplication>
#include <QStringList>

namespace cm {
namespace {

// Gives lupdate and the translator one context for this file's strings.
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(WebPage)
};

// Every line a shell comment, a quoted label's line breaks included.
QString commentedOut(const QString &command)
{
    QStringList lines = command.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line.prepend(QStringLiteral("# "));
    return lines.join(QLatin1Char('\n'));
}

QString codeBlock(const QString &text)
{
    return QStringLiteral("<pre><code>") + htmlText(text) + QStringLiteral("</code></pre>\n");
}

QString toReadFirst(const QString &drive, const DriveRecord &record, const QString &command)
{
    return QStringLiteral("<div class=\"read-first\" role=\"note\">\n<p><strong>%1</strong> %2</p>\n")
               .arg(htmlText(Text::tr("Read before running:")),
                    htmlText(Text::tr("%1 was measured with a copier that runs another program, %2. Its command "
                                      "line runs that program on your machine too: read it and decide for "
                                      "yourself. CompressMark's run --compare refuses it. It is written as "
                                      "comments, so that pasting it runs nothing.")
                                 .arg(drive, record.plan.copier.name())))
        + codeBlock(commentedOut(command)) + QStringLiteral("</div>\n");
}

} // namespace

QString webReproduceSection(const Session &session, const QString &sessionFile)
{
    const QStringList names = distinctDriveNames(session);
    QStringList plain;
    QString apart;
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        const DriveRecord &drive = session.drives[d];
        if (drive.results.isEmpty())
            continue;
        const QString command = reproduceCommand(drive, sessionFile);
        if (runsAnotherProgram(drive.plan.copier))
            apart += toReadFirst(names.value(d), drive, command);
        else
            plain << command;
    }
    QString html = QStringLiteral("<p>%1</p>\n")
                       .arg(htmlText(Text::tr(
                           "Each drive was measured with the command below (as root or an administrator, or "
                           "with the privileged helper, so that caches are dropped). Replace --source with a "
                           "folder on your drive and --target with your RAM disk to measure yours the same way.")));
    if (!plain.isEmpty())
        html += codeBlock(plain.join(QLatin1Char('\n')));
    return html + apart
        + QStringLiteral("<p>%1</p>\n")
              .arg(htmlText(
                  Text::tr("Or open the session below in CompressMark: the window's Setup page takes its plan.")));
}

} // namespace cm
