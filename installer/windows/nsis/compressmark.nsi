; The installer of CompressMark for Windows 64-bit, made by
; installer/windows/package.sh, which defines:
;   VERSION      the program's version
;   STAGE        the folder holding everything installed (deploy.sh)
;   FILES        an include file that installs STAGE's files
;   REMOVALS     an include file that removes exactly those files and folders
;   ICON         the icon, as .ico
;   OUTFILE      the installer to write
; Silent: CompressMark-VERSION-win64-setup.exe /S [/D=FOLDER], and
; Uninstall.exe /S in the installed folder.
Unicode true
Target amd64-unicode
ManifestDPIAware true
RequestExecutionLevel admin
SetCompressor /SOLID lzma

!include "MUI2.nsh"

!define PRODUCT "CompressMark"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${PRODUCT}"
!define APP_PATH_KEY "Software\Microsoft\Windows\CurrentVersion\App Paths\compressmark.exe"
; Windows associates files by their last extension, .json: the session
; type is offered under "Open with" for .json files, never made their default.
!define SESSION_PROGID "CompressMark.Session"

Name "${PRODUCT} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$PROGRAMFILES64\${PRODUCT}"
InstallDirRegKey HKLM "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${PRODUCT} ${VERSION}"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "SimpChinese"

; For every user of the machine: the 64-bit registry, the common Start menu.
Function .onInit
    SetRegView 64
    SetShellVarContext all
FunctionEnd

Function un.onInit
    SetRegView 64
    SetShellVarContext all
FunctionEnd

Section "CompressMark"
    !include "${FILES}"
    SetOutPath "$INSTDIR"
    File "/oname=compressmark.ico" "${ICON}"
    WriteUninstaller "$INSTDIR\Uninstall.exe"

    ; The window; its console, which Windows gives a console program,
    ; closes as the window opens.
    CreateShortcut "$SMPROGRAMS\${PRODUCT}.lnk" "$INSTDIR\compressmark.exe" "" "$INSTDIR\compressmark.ico" 0
    WriteRegStr HKLM "${APP_PATH_KEY}" "" "$INSTDIR\compressmark.exe"
    WriteRegStr HKLM "${APP_PATH_KEY}" "Path" "$INSTDIR"

    ; A session opened from Explorer opens in the window.
    WriteRegStr HKLM "Software\Classes\${SESSION_PROGID}" "" "CompressMark session"
    WriteRegStr HKLM "Software\Classes\${SESSION_PROGID}\DefaultIcon" "" "$INSTDIR\compressmark.ico,0"
    WriteRegStr HKLM "Software\Classes\${SESSION_PROGID}\shell\open\command" "" \
        '"$INSTDIR\compressmark.exe" gui "%1"'
    WriteRegStr HKLM "Software\Classes\.json\OpenWithProgids" "${SESSION_PROGID}" ""

    WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT}"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "Publisher" "${PRODUCT}"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\compressmark.ico"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKLM "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
    WriteRegStr HKLM "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
    WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoModify" 1
    WriteRegDWORD HKLM "${UNINSTALL_KEY}" "NoRepair" 1
    WriteRegDWORD HKLM "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KB}
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)' ; SHCNE_ASSOCCHANGED
SectionEnd

; Removes what was installed, file by file: whatever else is in the folder
; (sessions, charts) stays, and so does the folder then.
Section "Uninstall"
    !include "${REMOVALS}"
    Delete "$INSTDIR\compressmark.ico"
    Delete "$INSTDIR\Uninstall.exe"
    RMDir "$INSTDIR"

    Delete "$SMPROGRAMS\${PRODUCT}.lnk"
    DeleteRegKey HKLM "${APP_PATH_KEY}"
    DeleteRegValue HKLM "Software\Classes\.json\OpenWithProgids" "${SESSION_PROGID}"
    DeleteRegKey HKLM "Software\Classes\${SESSION_PROGID}"
    DeleteRegKey HKLM "${UNINSTALL_KEY}"
    System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd
