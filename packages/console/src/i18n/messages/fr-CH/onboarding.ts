// fr-CH of ../onboarding.ts (same ids, a test compares them), downloaded when the console shows
// fr-CH and a screen using these texts has loaded (../onboarding.ts adds them).
import type { ONBOARDING_EN_US } from '../onboarding';

export const ONBOARDING_FR_CH: Record<keyof typeof ONBOARDING_EN_US, string> = {
  'console.onboarding.title': 'Bien démarrer avec Fleet Console',
  'console.onboarding.steps': 'Étapes de prise en main',
  'console.onboarding.stepOf': 'Étape {current} sur {total}',
  'console.onboarding.step.welcome': 'Bienvenue',
  'console.onboarding.step.pair': 'Appairez votre premier appareil',
  'console.onboarding.step.install': 'Installez un paquet',
  'console.onboarding.step.done': 'Terminé',
  'console.onboarding.welcome.heading': 'Bienvenue dans Fleet Console',
  'console.onboarding.welcome.text':
    'Gérez vos appareils Linux embarqués à distance : appairez des appareils, regroupez-les en flottes et installez-y des paquets logiciels.',
  'console.onboarding.pair.heading': 'Appairez votre premier appareil',
  'console.onboarding.pair.text':
    'Démarrez votre appareil avec le code de provisionnement affiché sur la page d’appairage ; il apparaît dans votre liste d’appareils dès qu’il se connecte.',
  'console.onboarding.pair.none': 'Aucun appareil appairé pour l’instant.',
  'console.onboarding.pair.some': 'Appareils appairés jusqu’ici : {count}.',
  'console.onboarding.pair.countFailed': 'Vos appareils n’ont pas pu être comptés : {reason}',
  'console.onboarding.pair.action': 'Ouvrir la page d’appairage',
  'console.onboarding.install.heading': 'Installez un paquet',
  'console.onboarding.install.text':
    'Choisissez une version de paquet et installez-la sur un appareil ou sur toute une flotte. L’appareil signale sa progression en direct.',
  'console.onboarding.install.action': 'Parcourir les paquets',
  'console.onboarding.done.heading': 'Tout est prêt',
  'console.onboarding.done.text':
    'Vous pouvez revenir à ces étapes à tout moment depuis /onboarding.',
  'console.onboarding.back': 'Retour',
  'console.onboarding.next': 'Suivant',
  'console.onboarding.skip': 'Passer pour l’instant',
  'console.onboarding.finish': 'Aller au tableau de bord',
};
