// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostilesession.h"

#include "samplesession.h"

#include <QRegularExpression>

namespace cm::test {

QStringList hostileTexts()
{
    return {QStringLiteral("\x1b]0;owned\x07\x1b[2J\x1b[31mred"),
            QString(QChar(0)) + QStringLiteral("after a NUL"),
            QStringLiteral("line\nbreak\r\nand\ttab\x7f"),
            QStringLiteral("C1 \u009b31m \u0085 next line"),
            QStringLiteral("\u202egnp.exe \u2066isolated\u2069 \u2028\u2029"),
            QString(QChar(0xD800)) + QStringLiteral(" lone ") + QString(QChar(0xDC00)) + QChar(0xFFFE) + QChar(0xFFFF),
            QStringLiteral("=HYPERLINK(\"http://evil\",\"x\")"),
            QStringLiteral("+1+cmd|' /C calc'!A0"),
            QStringLiteral("-2+3"),
            QStringLiteral("@SUM(1,2)"),
            QStringLiteral("\t=1"),
            QStringLiteral("\r=1"),
            QStringLiteral("[/noparse][url=http://evil]click[/url][img]http://evil/x.png[/img]"),
            QStringLiteral("| a | b |\n|---|---|"),
            QStringLiteral("# heading <script>alert(1)</script> <!-- x --> `code` *em* _em_ ~~s~~ [l](http://x) "
                           "![i](y) &amp; $x$ \\| @all"),
            QStringLiteral("Disk \"A\" & 'B'"),
            formatText()};
}

QString formatText()
{
    return QStringLiteral("%1%2%3%4%5%6%7%8%9 %n %L1 %%");
}

QStringList placeholdersLeft(QString message, const QStringList &given)
{
    for (const QString &text : given)
        message.remove(text);
    static const QRegularExpression placeholder(QStringLiteral("%(L?[0-9]+|n)"));
    QStringList left;
    for (const QRegularExpressionMatch &found : placeholder.globalMatch(message))
        left << found.captured();
    return left;
}

QString markupName()
{
    return QStringLiteral("<i>x</i>&amp;");
}

Session hostileSession()
{
    const QStringList texts = hostileTexts();
    Session session = sampleSession(int(texts.size()) + 2);
    session.machine.cpu = texts.first();
    session.machine.os = formatText();
    for (qsizetype d = 0; d < session.drives.size(); ++d) {
        DriveRecord &drive = session.drives[d];
        drive.label = texts.value(d);
        drive.notes = {texts.value(d % texts.size())};
    }
    session.drives[texts.size()].label = markupName();
    DriveRecord &unlabelled = session.drives.last();
    unlabelled.label.clear();
    unlabelled.source.model = texts.first();

    DriveRecord &first = session.drives.first();
    const QString folder = QStringLiteral("folder:/data/\x1b[2Jphotos\nof\u202e ") + formatText();
    for (DataSetRecord &dataSet : first.dataSets) {
        if (dataSet.manifest.kind == QLatin1String("photos"))
            dataSet.manifest.kind = folder;
    }
    for (ResultRecord &result : first.results) {
        if (result.dataSet == QLatin1String("photos"))
            result.dataSet = folder;
        for (RunRecord &run : result.runs)
            run.interference = {texts.value(2)};
    }
    return session;
}

} // namespace cm::test
